import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '@farewise/ui';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/destination/lisbon', children: 'Lisbon, Portugal' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link through the provider's `linkComponent`: the href, query included, reaches the anchor unchanged. */
export const Default: Story = {
  args: { href: '/?origin=JFK&destination=Paris' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Lisbon, Portugal' });
    await expect(link).toHaveAttribute('href', '/?origin=JFK&destination=Paris');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A link to the page the story is on is marked as the current page, as a router's link would mark it. */
export const CurrentPage: Story = {
  parameters: { route: '/destination/lisbon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lisbon, Portugal' })).toHaveAttribute('aria-current', 'page');
  },
};
