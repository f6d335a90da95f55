import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceChange } from '@farewise/ui';

const meta = { title: 'Destinations/PriceChange', component: PriceChange, args: { percent: 6.8 } } satisfies Meta<
  typeof PriceChange
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+6.8%')).toHaveAttribute('data-direction', 'up');
  },
};

export const Falling: Story = {
  args: { percent: -12.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-12.5%')).toHaveAttribute('data-direction', 'down');
  },
};

export const Flat: Story = {
  args: { percent: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0%')).toHaveAttribute('data-direction', 'flat');
  },
};
