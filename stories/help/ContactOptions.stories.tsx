import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactOptions } from '@farewise/ui';

const meta = { title: 'Help/ContactOptions', component: ContactOptions } satisfies Meta<typeof ContactOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

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
  },
};
