import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { airportHandlers, flightHandlers, statusHandlers } from '../fixtures/handlers';
import { homeSettled } from '../fixtures/home';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/Home',
  component: AppScreen,
  args: { path: '/' },
  parameters: screenParameters({ msw: [airportHandlers.answer(), flightHandlers.answer()] }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DemoMode: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay less for every trip' })).toBeVisible();
    await expect(await canvas.findByText(/Demo mode/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Trending destinations' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // Below the hero, in the order of spec 01 §2.
    const sections = within(canvas.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(sections).toEqual([
      'Smart Trip Planner',
      'Ask our AI travel advisor',
      'Live price dashboard',
      'Trending destinations',
      'Why travellers pay less with Farewise',
    ]);
    await homeSettled(canvasElement);
  },
};

export const StatusUnavailable: Story = {
  parameters: screenParameters({ msw: [statusHandlers.failing(), airportHandlers.answer(), flightHandlers.answer()] }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Status unavailable/)).toBeVisible();
    await homeSettled(canvasElement);
  },
};

async function searchJfkToParis({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  // Suggestions come 300 ms after typing stops, while the rest of home is still drawing its charts.
  const suggested = { timeout: 5000 };
  // A click can land on a suggestion the list is just replacing (the first answer arriving on a loaded machine):
  // pick again until the field shows the airport, so the search is always JFK → CDG.
  const pick = async (label: string, typed: string, option: RegExp, shown: string) => {
    const box = await canvas.findByRole('combobox', { name: label });
    await userEvent.type(box, typed);
    for (let attempt = 0; attempt < 3 && (box as HTMLInputElement).value !== shown; attempt += 1) {
      await userEvent.click(await canvas.findByRole('option', { name: option }, suggested));
      await waitFor(() => expect(box).toHaveValue(shown), { timeout: 1000 }).catch(() => undefined);
    }
    await expect(box).toHaveValue(shown);
  };
  await pick('From', 'JFK', /JFK/, 'New York (JFK)');
  await pick('To', 'Paris', /CDG/, 'Paris (CDG)');
  await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
}

export const SearchSuccess: Story = {
  play: async (context) => {
    await searchJfkToParis(context);
    const { canvas } = context;
    const results = await canvas.findByRole('region', { name: 'Search results' });
    await expect(results).toBeVisible();
    await expect(within(results).getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('region', { name: 'Best month to fly' })).toHaveTextContent('September 2026');
    // The chart loads as it nears the viewport: homeSettled scrolls each one into view, as a reader would.
    await homeSettled(context.canvasElement, 5);
    await expect(canvas.getByRole('region', { name: 'Price history JFK → CDG' })).toBeInTheDocument();
  },
};

export const SearchFailure: Story = {
  parameters: screenParameters({ msw: [airportHandlers.answer(), flightHandlers.failing()] }),
  play: async (context) => {
    await searchJfkToParis(context);
    await expect(
      await context.canvas.findByText('Please try again with different airports', { selector: 'p' }),
    ).toBeVisible();
    await homeSettled(context.canvasElement);
  },
};

export const SearchSlow: Story = {
  parameters: screenParameters({ msw: [airportHandlers.answer(), flightHandlers.slow()] }),
  play: async (context) => {
    await searchJfkToParis(context);
    await expect(await context.canvas.findByText('Searching for the best fares…')).toBeVisible();
    await homeSettled(context.canvasElement);
  },
};

/** A saved search's Search again opens home with its airports: the pickers start with them and the search runs. */
export const LinkedRoute: Story = {
  args: { path: '/?origin=JFK&destination=CDG' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Flights JFK → CDG · 8 options' })).toBeVisible();
    // The pickers show the airports once their own lookups answer, which may be after the results.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'From' })).toHaveValue('New York (JFK)'));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'To' })).toHaveValue('Paris (CDG)'));
    // The four dashboard charts and the results' price history.
    await homeSettled(canvasElement, 5);
  },
};

/** Every part of the search reads from the URL; a bad value falls back to its default instead of failing. */
export const LinkedSearchOptions: Story = {
  args: { path: '/?origin=JFK&destination=Paris&flexibleDates=next-6-months&travelers=family&cabin=first' },
  play: async ({ canvas, canvasElement }) => {
    // Paris is looked up first, then searched: two calls in a row.
    const results = await canvas.findByRole('heading', { name: 'Flights JFK → PAR · 8 options' }, { timeout: 5000 });
    await expect(results).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Flexible Dates' })).toHaveTextContent('Next 6 months');
    await expect(canvas.getByRole('combobox', { name: 'Travelers' })).toHaveTextContent(
      'Family (2 adults, 2 children)',
    );
    await expect(canvas.getByRole('combobox', { name: 'To' })).toHaveValue('Paris (PAR)');
    await homeSettled(canvasElement, 5);
  },
};
