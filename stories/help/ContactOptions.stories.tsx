import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactOptions } from '@farewise/ui';
import { expectLinedUp } from '../layoutChecks';
import { phoneGlobals } from '../phone';

const meta = { title: 'Help/ContactOptions', component: ContactOptions } satisfies Meta<typeof ContactOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each way's button stays inside its card's padding: none runs into the card's edge or past it. */
async function expectActionsInCards(list: HTMLElement) {
  for (const item of within(list).getAllByRole('listitem')) {
    const card = item.firstElementChild as HTMLElement;
    const inside = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    await expect(within(item).getByRole('link').getBoundingClientRect().right).toBeLessThanOrEqual(inside + 0.5);
  }
}

export const FourWays: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Ways to contact support' });
    await expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Live chat', 'Phone', 'Email', 'Emergency hotline']);
    await expect(canvas.getByText(/Available 24\/7/)).toBeVisible();
    await expect(canvas.getByText('Mon-Sun 6AM-10PM EST.')).toBeVisible();
    await expect(canvas.getByText('We respond within 2-4 hours.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call +1 (800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    await expect(canvas.getByRole('link', { name: /Email support@/ })).toHaveAttribute(
      'href',
      'mailto:support@farewise.app',
    );
    // Four across: the buttons sit at the cards' bottoms, in line, each inside its card.
    await expectLinedUp(within(list).getAllByRole('link'), 'bottom');
    await expectActionsInCards(list);
  },
};

/**
 * On a small phone (320 px wide, 288 px inside the page's padding) the email address wraps onto a line of its own
 * rather than run out of its card.
 */
export const SmallPhoneEmailWraps: Story = {
  globals: phoneGlobals,
  render: () => (
    <div style={{ maxWidth: 288 }}>
      <ContactOptions />
    </div>
  ),
  play: async ({ canvas }) => {
    await expectActionsInCards(canvas.getByRole('list', { name: 'Ways to contact support' }));
  },
};
