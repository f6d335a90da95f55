import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LivePriceDashboard } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
import { priceHistoryHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Flights/LivePriceDashboard',
  component: LivePriceDashboard,
  parameters: { layout: 'padded', msw: { handlers: [priceHistoryHandlers.answer()] } },
} satisfies Meta<typeof LivePriceDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourRoutes: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dashboard = canvas.getByRole('region', { name: 'Live price dashboard' });
    await expect(dashboard).toHaveAttribute('id', 'live-prices');
    // Each route loads on its own: wait for all four verdicts, not the first.
    await waitFor(() => expect(within(dashboard).getAllByText(/price today$/)).toHaveLength(4));
    const verdicts = within(dashboard).getAllByText(/price today$/);
    await expect(verdicts.map((badge) => badge.textContent)).toEqual([
      'Low price today',
      'Typical price today',
      'High price today',
      'Typical price today',
    ]);
    for (const route of ['NYC → LON', 'NYC → PAR', 'LAX → TYO', 'LON → BCN']) {
      await expect(canvas.getByRole('region', { name: `Price history ${route}` })).toBeVisible();
    }
    await chartsDrawn(canvasElement, 4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [priceHistoryHandlers.loading()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: /^Loading price history/ })).toHaveLength(4);
  },
};

/** One route's history fails; the other three still show. */
export const OneRouteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/price-history/LAX-TYO', () =>
          HttpResponse.json({ message: 'Unknown airport code: TYO', code: 'unknown_airport' }, { status: 400 }),
        ),
        priceHistoryHandlers.answer(),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const failed = await canvas.findByRole('region', { name: 'Price history LAX → TYO' });
    await expect(await within(failed).findByRole('alert')).toHaveTextContent(
      'Price history unavailable: Unknown airport code: TYO',
    );
    await waitFor(() => expect(canvas.getAllByText(/price today$/)).toHaveLength(3));
    await chartsDrawn(canvasElement, 3);
  },
};
