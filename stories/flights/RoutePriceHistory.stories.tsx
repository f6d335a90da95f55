import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { RoutePriceHistory } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
import { priceHistoryHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Flights/RoutePriceHistory',
  component: RoutePriceHistory,
  args: { route: 'NYC-LON' },
  parameters: { msw: { handlers: [priceHistoryHandlers.answer()] } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <RoutePriceHistory {...args} />
    </div>
  ),
} satisfies Meta<typeof RoutePriceHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = await canvas.findByRole('region', { name: 'Price history NYC → LON' });
    await expect(section).toHaveTextContent('Low price today');
    await expect(section).toHaveTextContent('Today $332 one way');
    await chartsDrawn(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [priceHistoryHandlers.loading()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading price history NYC → LON' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [priceHistoryHandlers.failing()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Price history unavailable: Database unavailable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The first call fails; Try again asks once more and the chart appears. */
export const RetriedAfterFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/price-history/:route', () => HttpResponse.json({ message: 'Timed out' }, { status: 503 }), {
          once: true,
        }),
        priceHistoryHandlers.answer(),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Low price today')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await chartsDrawn(canvasElement);
  },
};
