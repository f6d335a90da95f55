import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BudgetChart } from '@farewise/ui';
import { barsDrawn } from '../fixtures/charts';
import { parisBudgetCategories } from '../fixtures/budget';

const meta = {
  title: 'Budget/BudgetChart',
  component: BudgetChart,
  args: { categories: parisBudgetCategories },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <BudgetChart {...args} />
    </div>
  ),
} satisfies Meta<typeof BudgetChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paris on a budget: each category's share beside the typical split, with the same figures for screen readers. */
export const ParisOnABudget: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /^Share of the budget by category/ });
    await expect(chart).toHaveAccessibleName(
      'Share of the budget by category against the typical split: Flights 31.2% (typical 30%), Accommodation 27.3% (typical 25%), Food 13.1% (typical 20%), Transport 8.7% (typical 10%), Activities 10.9% (typical 10%), Shopping 8.7% (typical 5%)',
    );
    await barsDrawn(chart, 12);
    await expect(canvas.getByText('This trip')).toBeVisible();
    await expect(canvas.getByText('Typical split')).toBeVisible();
  },
};
