import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DestinationDetail } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
import { destinationHandlers, flightHandlers, priceHistoryHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Destinations/DestinationDetail',
  component: DestinationDetail,
  args: { id: 'santorini' },
  parameters: {
    msw: { handlers: [destinationHandlers.answer(), flightHandlers.answer(), priceHistoryHandlers.answer()] },
  },
} satisfies Meta<typeof DestinationDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Santorini' })).toBeVisible();
    await expect(canvas.getByText('Santorini, Greece')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Map of Greece with Santorini marked' })).toBeVisible();
    // The average is a round trip in whole dollars; the price history beside it is one way (both say so).
    await expect(canvas.getByText('Average round trip from New York')).toBeVisible();
    await expect(canvas.getByText('$822')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search flights' })).toHaveAttribute(
      'href',
      '/?destination=Santorini',
    );
    await expect(canvas.getByRole('link', { name: 'Flexible dates' })).toHaveAttribute(
      'href',
      '/flexible-search?destination=Santorini',
    );
    await expect(canvas.getByRole('link', { name: 'Find hotels' })).toHaveAttribute(
      'href',
      '/hotels?destination=Santorini',
    );
    await expect(canvas.getByRole('link', { name: 'AI recommendations' })).toHaveAttribute('href', '/recommendations');
    const bestMonth = await canvas.findByRole('region', { name: 'Best month to fly' });
    await expect(within(bestMonth).getByText(/confidence/)).toBeVisible();
    await chartsDrawn(canvasElement, 1);
    await expect(canvas.getByRole('region', { name: /^Price history/ })).toHaveTextContent('Today $420 one way');
  },
};

export const NotFound: Story = {
  args: { id: 'atlantis' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Destination Not Found' })).toBeVisible();
    await expect(
      canvas.getByText("The destination you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Destinations' })).toHaveAttribute('href', '/destinations');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [destinationHandlers.loading()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading destination' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const BestMonthUnavailable: Story = {
  parameters: {
    msw: { handlers: [destinationHandlers.answer(), flightHandlers.failing(), priceHistoryHandlers.answer()] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Best month unavailable: Unknown airport code: XXX/)).toBeVisible();
    await chartsDrawn(canvasElement, 1);
  },
};
