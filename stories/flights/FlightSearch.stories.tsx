import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FlightSearch } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
import { airportHandlers, authHandlers, flightHandlers, priceHistoryHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Flights/FlightSearch',
  component: FlightSearch,
  args: { onSearch: fn() },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        airportHandlers.answer(),
        flightHandlers.answer(),
        priceHistoryHandlers.answer(),
        authHandlers.signedOut(),
      ],
    },
  },
  render: (args) => (
    <div style={{ padding: 24, minHeight: 640 }}>
      <FlightSearch {...args} />
    </div>
  ),
} satisfies Meta<typeof FlightSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

async function pick(
  canvas: { getByRole: typeof screen.getByRole; findByRole: typeof screen.findByRole },
  userEvent: { type: (e: Element, t: string) => Promise<void>; click: (e: Element) => Promise<void> },
  label: string,
  text: string,
  option: RegExp,
) {
  await userEvent.type(canvas.getByRole('combobox', { name: label }), text);
  await userEvent.click(await canvas.findByRole('option', { name: option }));
}

/**
 * Clicks the page away from every control, as a person does once the results are in: the shot shows the results,
 * not the focus ring that Find Best Prices keeps after the search.
 */
const clickAway = (userEvent: { click: (e: Element) => Promise<void> }, canvasElement: HTMLElement) =>
  userEvent.click(canvasElement);

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Flexible Dates' })).toHaveTextContent('Anytime this year');
    await expect(canvas.getByRole('combobox', { name: 'Travelers' })).toHaveTextContent('1 Adult');
    await expect(canvas.getByRole('button', { name: 'Find Best Prices' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Smart Trip Planner' })).toBeVisible();
  },
};

export const ValidationError: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please select departure and destination airports');
    await expect(alert).toHaveTextContent('We need both airports to search for flights');
  },
};

export const OneAirportDefaulted: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await pick(canvas, userEvent, 'From', 'JFK', /JFK/);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    // The destination defaults to PAR: the results are for JFK → PAR.
    const [first] = await canvas.findAllByRole('article');
    await expect(first).toHaveAccessibleName(/JFK to PAR/);
    await expect(await screen.findByText('Flight search completed!')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Price history JFK → PAR' })).toBeVisible();
    await chartsDrawn(canvasElement);
    await clickAway(userEvent, canvasElement);
  },
};

export const Searching: Story = {
  parameters: { msw: { handlers: [airportHandlers.answer(), flightHandlers.slow()] } },
  play: async ({ canvas, userEvent }) => {
    await pick(canvas, userEvent, 'To', 'Paris', /CDG/);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Find Best Prices' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByText('Searching for the best fares…')).toBeVisible();
  },
};

export const Results: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await pick(canvas, userEvent, 'From', 'JFK', /JFK/);
    await pick(canvas, userEvent, 'To', 'Paris', /CDG/);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    await expect(await canvas.findByRole('region', { name: 'Search results' })).toBeVisible();
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Best Match');
    await expect(await screen.findByText('Flight search completed!')).toBeVisible();
    await expect(await canvas.findByText('Typical price today')).toBeVisible();
    await chartsDrawn(canvasElement);
    await clickAway(userEvent, canvasElement);
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [airportHandlers.answer(), flightHandlers.failing()] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await pick(canvas, userEvent, 'From', 'JFK', /JFK/);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    await expect(await canvas.findByText('Please try again with different airports', { selector: 'p' })).toBeVisible();
    const toastTitle = await screen.findByText('Search failed', { selector: 'li *' });
    await expect(toastTitle).toBeVisible();
    await clickAway(userEvent, canvasElement);
  },
};

export const SpecificDates: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Flexible Dates' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Specific dates' }));
    const date = canvas.getByLabelText('Departure date');
    await expect(date).toHaveAttribute('min', '2026-03-15');
  },
};

const sent: URLSearchParams[] = [];
/** The flight searches the stories below make, in order, as the query strings sent. */
const recorded = {
  beforeEach: () => {
    sent.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        airportHandlers.answer(),
        flightHandlers.recording(sent),
        priceHistoryHandlers.answer(),
        authHandlers.signedOut(),
      ],
    },
  },
};

/** A search given as params (a link, the URL) shows its results at once, and no toast: nobody submitted it. */
export const FromSearchParams: Story = {
  ...recorded,
  args: { search: { origin: 'JFK', destination: 'CDG', flexibleDates: 'next-3-months', travelers: '2-adults' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Flights JFK → CDG · 8 options' })).toBeVisible();
    // Each picker fills in when its own airport lookup answers, in either order.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'From' })).toHaveValue('New York (JFK)'));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'To' })).toHaveValue('Paris (CDG)'));
    await expect(canvas.getByRole('combobox', { name: 'Flexible Dates' })).toHaveTextContent('Next 3 months');
    await expect(canvas.getByRole('combobox', { name: 'Travelers' })).toHaveTextContent('2 Adults');
    await expect(sent.map((query) => Object.fromEntries(query))).toEqual([
      { origin: 'JFK', destination: 'CDG', travelers: '2', flexibleDates: 'next-3-months' },
    ]);
    await expect(screen.queryByText('Flight search completed!')).not.toBeInTheDocument();
    await chartsDrawn(canvasElement);
  },
};

/** A link may name a city: its first airport is searched, and the missing origin defaults to NYC. */
export const FromACityName: Story = {
  args: { search: { destination: 'Paris', flexibleDates: 'anytime-year', travelers: '1-adult' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Flights NYC → PAR · 8 options' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'To' })).toHaveValue('Paris (PAR)'));
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveValue('');
    await chartsDrawn(canvasElement);
  },
};

/** The submitted search goes to `onSearch` (the app puts it in the URL), with the airports as IATA codes. */
export const SubmitReportsTheSearch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await pick(canvas, userEvent, 'From', 'JFK', /JFK/);
    await pick(canvas, userEvent, 'To', 'Paris', /CDG/);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Travelers' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Family (2 adults, 2 children)' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        origin: 'JFK',
        destination: 'CDG',
        travelers: 'family',
        flexibleDates: 'anytime-year',
      }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Flights JFK → CDG · 8 options' })).toBeVisible();
  },
};

/** Edits wait for Find Best Prices: until then the results stay those of the search shown. */
export const EditsWaitForSubmit: Story = {
  ...recorded,
  args: { search: { origin: 'JFK', destination: 'CDG', flexibleDates: 'anytime-year', travelers: '1-adult' } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Flights JFK → CDG · 8 options' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Travelers' }));
    await userEvent.click(await screen.findByRole('option', { name: '2 Adults' }));
    await expect(canvas.getByRole('heading', { name: 'Flights JFK → CDG · 8 options' })).toBeVisible();
    await expect(sent).toHaveLength(1);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    await expect(await screen.findByText('Flight search completed!')).toBeVisible();
    await expect(sent.map((query) => query.get('travelers'))).toEqual(['1', '2']);
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ travelers: '2-adults' }));
    await chartsDrawn(canvasElement);
  },
};

/** Submitting the search already shown answers from the cache: the toast again, and no second request. */
export const SameSearchFromCache: Story = {
  ...recorded,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await pick(canvas, userEvent, 'From', 'JFK', /JFK/);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    const firstToast = await screen.findByText('Flight search completed!');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    // A second toast replaces the first one.
    await waitFor(() => expect(screen.getByText('Flight search completed!')).not.toBe(firstToast));
    await expect(canvas.queryByText('Searching for the best fares…')).not.toBeInTheDocument();
    await expect(sent).toHaveLength(1);
    await chartsDrawn(canvasElement);
  },
};
