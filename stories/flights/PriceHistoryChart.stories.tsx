import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PriceHistoryChart } from '@farewise/ui';
import { priceHistoryFixture } from '../fixtures/priceHistory';

const meta = {
  title: 'Flights/PriceHistoryChart',
  component: PriceHistoryChart,
  args: { history: priceHistoryFixture('typical', 420) },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <PriceHistoryChart {...args} />
    </div>
  ),
} satisfies Meta<typeof PriceHistoryChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart sizes itself after mount (ResizeObserver): wait until both series are drawn. */
async function chartDrawn(canvas: { getByRole: (role: 'img', options: { name: RegExp }) => HTMLElement }) {
  const chart = canvas.getByRole('img', { name: /Lowest fare a day for JFK-CDG/ });
  await waitFor(() => expect(chart.querySelectorAll('.recharts-area')).toHaveLength(2));
}

export const Typical: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Price history JFK → CDG' });
    await expect(section).toHaveTextContent('Typical price today');
    await expect(section).toHaveTextContent(
      'Today $420.00 · typical $355.00–$490.00 · advice: book now (88% confidence)',
    );
    await chartDrawn(canvas);
  },
};

export const Low: Story = {
  args: { history: priceHistoryFixture('low', 331.5) },
  play: async ({ canvas }) => {
    await chartDrawn(canvas);
    await expect(canvas.getByText('Low price today')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Price history/ })).toHaveTextContent('Today $331.50');
  },
};

export const High: Story = {
  args: { history: priceHistoryFixture('high', 538) },
  play: async ({ canvas }) => {
    await chartDrawn(canvas);
    await expect(canvas.getByText('High price today')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Price history/ })).toHaveTextContent(
      'advice: wait (78% confidence)',
    );
  },
};
