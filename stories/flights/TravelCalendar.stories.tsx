import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TravelCalendar } from '@farewise/ui';
import { airportHandlers, priceCalendarHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Flights/TravelCalendar',
  component: TravelCalendar,
  args: { route: { origin: 'JFK', destination: 'CDG', month: '2026-05' }, onRouteChange: fn() },
  parameters: { msw: { handlers: [priceCalendarHandlers.answer(), airportHandlers.answer()] } },
} satisfies Meta<typeof TravelCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The light theme's success, warning and danger colours: green, yellow and red days. */
const COLOURS = { green: 'rgb(21, 112, 58)', yellow: 'rgb(161, 74, 6)', red: 'rgb(180, 35, 24)' };

export const ColoursAndTopDeals: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'May 2026' });
    const cheapest = await within(grid).findByRole('gridcell', {
      name: 'Tuesday, May 19: $589, Low for the month, down from the day before, Lowest this month',
    });
    await expect(getComputedStyle(cheapest).color).toBe(COLOURS.green);
    const middle = within(grid).getByRole('gridcell', {
      name: 'Monday, May 4: $655, Mid-range, down from the day before',
    });
    await expect(getComputedStyle(middle).color).toBe(COLOURS.yellow);
    const dearest = within(grid).getByRole('gridcell', {
      name: 'Saturday, May 30: $794, High for the month, up from the day before',
    });
    await expect(getComputedStyle(dearest).color).toBe(COLOURS.red);
    const legend = canvas.getByRole('list', { name: 'Price levels' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Low for the month', 'Mid-range', 'High for the month']);
    const deals = canvas.getByRole('region', { name: 'Top 3 deals' });
    const links = within(deals).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['May 19, 2026', 'May 12, 2026', 'May 20, 2026']);
    await expect(links[0]).toHaveAttribute(
      'href',
      '/?origin=JFK&destination=CDG&flexibleDates=specific-dates&departureDate=2026-05-19',
    );
  },
};

export const ChangeRouteAndMonth: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'LAX' }));
    await expect(args.onRouteChange).toHaveBeenLastCalledWith({ origin: 'LAX', destination: 'CDG', month: '2026-05' });
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Popular destinations' })).getByRole('button', { name: 'FCO' }),
    );
    await expect(args.onRouteChange).toHaveBeenLastCalledWith({ origin: 'JFK', destination: 'FCO', month: '2026-05' });
    await userEvent.click(canvas.getByRole('button', { name: 'Aug 2026' }));
    await expect(args.onRouteChange).toHaveBeenLastCalledWith({ origin: 'JFK', destination: 'CDG', month: '2026-08' });
    // Only this month and the next five: August is the last.
    await expect(canvas.queryByRole('button', { name: 'Sep 2026' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [priceCalendarHandlers.loading(), airportHandlers.answer()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'May 2026' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Top 3 deals' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [priceCalendarHandlers.failing(), airportHandlers.answer()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Prices could not be loaded. Check the airports, or try again in a moment.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
