import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from '@farewise/ui';

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { label: 'Step 2 of 5', value: 40, showValue: true },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Progress {...args} />
    </div>
  ),
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 5' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100, label: 'Step 5 of 5', tone: 'positive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Step 5 of 5' })).toHaveAttribute('aria-valuenow', '100');
  },
};

export const ClampedAbove: Story = {
  args: { value: 140, label: 'Target reached' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const ClampedBelow: Story = {
  args: { value: -20, label: 'Price above target', tone: 'critical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};
