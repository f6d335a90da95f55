import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { FlightSearch } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
import { airportHandlers, authHandlers, flightHandlers, priceHistoryHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Flights/FlightSearch',
  component: FlightSearch,
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
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [airportHandlers.answer(), flightHandlers.failing()] } },
  play: async ({ canvas, userEvent }) => {
    await pick(canvas, userEvent, 'From', 'JFK', /JFK/);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    await expect(await canvas.findByText('Please try again with different airports', { selector: 'p' })).toBeVisible();
    const toastTitle = await screen.findByText('Search failed', { selector: 'li *' });
    await expect(toastTitle).toBeVisible();
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
