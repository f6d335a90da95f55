import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dealsNavLinks, destinationsNavLinks, popularNavLinks } from '@farewise/app';
import { SubNav } from '@farewise/ui';

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
