import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlightResults } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
import { jfkCdgSearch } from '../fixtures/flights';
import { priceHistoryHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Flights/FlightResults',
  component: FlightResults,
  args: { results: jfkCdgSearch, route: 'JFK-CDG' },
  parameters: { msw: { handlers: [priceHistoryHandlers.answer()] } },
} satisfies Meta<typeof FlightResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const results = canvas.getByRole('region', { name: 'Search results' });
    await expect(results).toContainElement(canvas.getByRole('region', { name: 'Price statistics' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Flights JFK → CDG · 8 options');
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('region', { name: 'Best month to fly' })).toHaveTextContent('September 2026');
    await expect(canvas.getByRole('region', { name: 'Cheaper alternatives' })).toBeVisible();
    const history = await canvas.findByRole('region', { name: 'Price history JFK → CDG' });
    await expect(history).toHaveTextContent('Typical price today');
    // The advice is for the flights' date, 13 May.
    await expect(history).toHaveTextContent('Book now for Wed, May 13');
    await chartsDrawn(canvasElement);
  },
};

export const HistoryLoading: Story = {
  parameters: { msw: { handlers: [priceHistoryHandlers.loading()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('status', { name: 'Loading price history JFK → CDG' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
