import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { barsDrawn } from '../fixtures/charts';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/BudgetCalculator',
  component: AppScreen,
  args: { path: '/budget-calculator' },
  parameters: screenParameters(),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the footer: a week for two, mid-range, anywhere: $5,520.00. */
export const FromTheFooter: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Budget Calculator' })).toBeVisible();
    const estimate = canvas.getByRole('region', { name: 'Your estimate' });
    await expect(estimate).toHaveTextContent('Anywhere · 7 days · 2 travelers · Mid-range · Leisure');
    await expect(estimate).toHaveTextContent('Total budget$5,520.00');
    await barsDrawn(await canvas.findByRole('img', { name: /^Share of the budget/ }), 12);
  },
};

/**
 * A shared link (`?destination=Tokyo&duration=10&travelers=4&travelStyle=luxury&tripType=family`) shows its inputs:
 * 1500 × 4 + 325 × 40 + (156 + 104 + 130 + 130) × 32 = $35,640.00. A style picked on the page replaces the link's.
 */
export const SharedLink: Story = {
  args: { path: '/budget-calculator?destination=Tokyo&duration=10&travelers=4&travelStyle=luxury&tripType=family' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Destination' })).toHaveValue('Tokyo');
    await expect(canvas.getByRole('spinbutton', { name: 'Duration (days)' })).toHaveValue(10);
    await expect(canvas.getByRole('spinbutton', { name: 'Travelers' })).toHaveValue(4);
    await expect(canvas.getByRole('radio', { name: /Luxury/ })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Trip type' })).toHaveTextContent('Family');
    const estimate = canvas.getByRole('region', { name: 'Your estimate' });
    await expect(estimate).toHaveTextContent('Tokyo · 10 days · 4 travelers · Luxury · Family Prices ×1.3');
    await expect(estimate).toHaveTextContent('Total budget$35,640.00');
    await userEvent.click(canvas.getByRole('radio', { name: /Mid-range/ }));
    await expect(estimate).toHaveTextContent('Tokyo · 10 days · 4 travelers · Mid-range · Family');
    await barsDrawn(await canvas.findByRole('img', { name: /^Share of the budget/ }), 12);
  },
};
