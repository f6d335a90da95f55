import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BudgetBreakdown } from '@farewise/ui';
import { parisBudgetCategories } from '../fixtures/budget';

const meta = {
  title: 'Budget/BudgetBreakdown',
  component: BudgetBreakdown,
  args: { categories: parisBudgetCategories, travelStyle: 'budget' },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <BudgetBreakdown {...args} />
    </div>
  ),
} satisfies Meta<typeof BudgetBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paris on a budget, 5 days for one: each category's amount, share and suggestions, the low level marked. */
export const ParisOnABudget: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Budget by category' })).getAllByRole('listitem');
    const categories = items.filter((item) => within(item).queryByRole('heading'));
    await expect(categories.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Flights',
      'Accommodation',
      'Food',
      'Transport',
      'Activities',
      'Shopping',
    ]);
    await expect(categories[0]).toHaveTextContent('Flights$400.0031.2% of the total · typical 30%');
    await expect(categories[0]).toHaveTextContent('Suggested per person:');
    await expect(categories[1]).toHaveTextContent('Suggested per person a day:');
    await expect(categories[1]).toHaveTextContent('Low $70.00 (your travel style)Medium $168.00High $350.00');
  },
};
