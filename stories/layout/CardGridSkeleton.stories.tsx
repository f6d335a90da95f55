import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGridSkeleton } from '@farewise/ui';

const meta = {
  title: 'Layout/CardGridSkeleton',
  component: CardGridSkeleton,
  args: { label: 'Loading deals' },
} satisfies Meta<typeof CardGridSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixCards: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading deals' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(6);
  },
};

export const ThreeTallCards: Story = {
  args: { count: 3, height: 320 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading deals' }).children).toHaveLength(3);
  },
};
