import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Separator } from '@farewise/ui';

const meta = { title: 'Primitives/Separator', component: Separator } satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <div>
      <p>Outbound</p>
      <Separator {...args} decorative={false} />
      <p>Return</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByRole('separator');
    // Horizontal is the ARIA default, so Radix leaves aria-orientation off.
    await expect(line).not.toHaveAttribute('aria-orientation', 'vertical');
    await expect(line.getBoundingClientRect().height).toBe(1);
  },
};

export const Vertical: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, height: 24 }}>
      <span>JFK</span>
      <Separator orientation="vertical" decorative={false} />
      <span>CDG</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Decorative: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-orientation="horizontal"]')).not.toBeNull();
  },
};
