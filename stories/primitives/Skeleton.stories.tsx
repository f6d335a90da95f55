import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '@farewise/ui';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  render: (args) => (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading destinations"
      style={{ display: 'grid', gap: 8, maxWidth: 320 }}
    >
      <Skeleton {...args} />
      <Skeleton width="60%" />
      <Skeleton width={48} height={48} shape="circle" />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { height: 120 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading destinations' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const blocks = region.querySelectorAll('[aria-hidden="true"]');
    await expect(blocks).toHaveLength(3);
    await expect((blocks[2] as HTMLElement).style.borderRadius).toBe('50%');
  },
};
