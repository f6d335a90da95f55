import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BudgetSummary } from '@farewise/ui';
import { parisEstimate } from '../fixtures/budget';

const meta = {
  title: 'Budget/BudgetSummary',
  component: BudgetSummary,
  args: { estimate: parisEstimate },
} satisfies Meta<typeof BudgetSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paris, 5 days, 1 traveler: $1,282.00 in all, per person the same, $256.40 a day. */
export const OneTraveler: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Total budget$1,282.005 days for 1 traveler');
    await expect(canvasElement).toHaveTextContent('Per person$1,282.00Total ÷ 1 traveler');
    await expect(canvasElement).toHaveTextContent('Daily average$256.40Total ÷ 5 days, flights included');
  },
};
