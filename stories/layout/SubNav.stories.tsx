import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { dealsNavLinks, destinationsNavLinks, popularNavLinks } from '@farewise/app';
import { SubNav } from '@farewise/ui';
import { phoneGlobals } from '../phone';

const meta = {
  title: 'Layout/SubNav',
  component: SubNav,
  args: { label: 'Explore', links: destinationsNavLinks },
  parameters: { route: '/destinations' },
} satisfies Meta<typeof SubNav>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Destinations: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Explore' });
    await expect(labels(nav)).toEqual(['Home', 'Destinations', 'Deals', 'My Trips', 'Help', 'Contact']);
    await expect(within(nav).getByRole('link', { name: 'Destinations' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help-center');
  },
};

export const TravelDeals: Story = {
  args: { links: dealsNavLinks },
  parameters: { route: '/travel-deals' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Explore' });
    await expect(labels(nav)).toEqual(['Home', 'Destinations', 'Deals', 'My Trips', 'Help']);
    await expect(within(nav).getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Popular: Story = {
  args: { links: popularNavLinks },
  parameters: { route: '/popular-destinations' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Explore' });
    await expect(labels(nav)).toEqual(['Home', 'Destinations', 'Popular', 'Deals', 'Contact']);
    await expect(within(nav).getByRole('link', { name: 'Popular' })).toHaveAttribute('aria-current', 'page');
  },
};

/** How many pixels of `link` the row cuts off (up to a pixel is rounding). */
function hiddenPx(nav: HTMLElement, link: HTMLElement) {
  const row = nav.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  return box.width - Math.max(0, Math.min(box.right, row.right) - Math.max(box.left, row.left));
}

/**
 * On a phone the six links do not fit: the row scrolls sideways, its cut-off end fades out as a hint that there is
 * more, and Tab reaches every link, scrolling the last one fully into view (then the start fades instead).
 */
export const PhoneScrollsWithAHint: Story = {
  globals: phoneGlobals,
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Explore' });
    const contact = within(nav).getByRole('link', { name: 'Contact' });
    await expect(hiddenPx(nav, contact)).toBeGreaterThan(1);
    await waitFor(() => expect(getComputedStyle(nav).maskImage).toMatch(/^linear-gradient\(to right/));
    for (const link of within(nav).getAllByRole('link')) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await waitFor(() => expect(hiddenPx(nav, contact)).toBeLessThanOrEqual(1));
    await waitFor(() => expect(getComputedStyle(nav).maskImage).toMatch(/^linear-gradient\(to left/));
  },
};
