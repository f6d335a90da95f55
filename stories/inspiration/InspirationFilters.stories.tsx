import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { InspirationFilters, NO_TRIP_FILTER, type TripFilter } from '@farewise/ui';

function Controlled() {
  const [filter, setFilter] = useState<TripFilter>(NO_TRIP_FILTER);
  return (
    <div>
      <InspirationFilters value={filter} onChange={setFilter} />
      <p>
        {filter.category} / {filter.season} / {filter.budget}
      </p>
    </div>
  );
}

const meta = { title: 'Inspiration/InspirationFilters', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All categories');
    await expect(canvas.getByRole('combobox', { name: 'Best Season' })).toHaveTextContent('Any season');
    await expect(canvas.getByRole('combobox', { name: 'Budget Range' })).toHaveTextContent('Any budget');
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  },
};

export const BudgetBands: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Budget Range' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await expect(options).toEqual(['Any budget', 'Budget $500-$1,500', 'Mid-Range $1,500-$3,500', 'Luxury $3,500+']);
    await userEvent.click(screen.getByRole('option', { name: 'Mid-Range $1,500-$3,500' }));
    await expect(canvas.getByText('all / all / mid-range')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(canvas.getByText('all / all / all')).toBeVisible();
  },
};
