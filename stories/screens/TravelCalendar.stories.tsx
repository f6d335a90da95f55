import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { airportHandlers, priceCalendarHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/TravelCalendar',
  component: AppScreen,
  args: { path: '/travel-calendar' },
  parameters: screenParameters({ msw: [priceCalendarHandlers.answer(), airportHandlers.answer()] }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the footer: JFK → CDG this month (15 March 2026 in stories), the first half past. */
export const ThisMonth: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Travel Calendar' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'March 2026' });
    await expect(await within(grid).findByRole('gridcell', { name: 'Friday, March 13: no flights' })).toBeVisible();
    const deals = canvas.getByRole('region', { name: 'Top 3 deals' });
    await expect(within(deals).getAllByRole('link')).toHaveLength(3);
  },
};
