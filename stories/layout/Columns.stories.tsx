import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Card, Column, Columns } from '@farewise/ui';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'xl',
    children: [
      <Column key="route">
        <Card variant="outlined">New York → Paris, 2 travellers, economy</Card>
      </Column>,
      <Column key="action" width="content">
        <Button>Search again</Button>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const route = canvas.getByText(/New York → Paris/).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Search again' }).getBoundingClientRect();
    // Side by side, 24 px (`xl`) apart; the fluid column takes the room the button leaves.
    await expect(Math.round(action.left - route.right)).toBe(24);
    await expect(route.width).toBeGreaterThan(action.width * 3);
  },
};

export const CollapseBelowDesktop: Story = {
  args: { collapseBelow: 'desktop', space: 'md' },
  play: async ({ canvas }) => {
    const route = canvas.getByText(/New York → Paris/).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Search again' }).getBoundingClientRect();
    if (window.matchMedia('(min-width: 1024px)').matches) {
      await expect(Math.round(action.left - route.right)).toBe(12);
    } else {
      // Narrower than a desktop: one under the other, 12 px apart.
      await expect(Math.round(action.top - route.bottom)).toBe(12);
    }
  },
};

export const AlignYCenter: Story = {
  args: {
    space: 'md',
    alignY: 'center',
    children: [
      <Column key="text">
        <Card variant="outlined" padding="lg">
          Fares on this route usually fall in the six weeks before departure.
        </Card>
      </Column>,
      <Column key="action" width="content">
        <Button size="sm">Watch fare</Button>
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByText(/Fares on this route/).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Watch fare' }).getBoundingClientRect();
    await expect(Math.abs(card.top + card.height / 2 - (button.top + button.height / 2))).toBeLessThanOrEqual(1);
  },
};
