import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceHistoryChart } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
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

export const Typical: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Price history JFK → CDG' });
    await expect(section).toHaveTextContent('Typical price today');
    await expect(section).toHaveTextContent(
      'Today $420 one way · typical $355–$490 · for Apr 29: book now (88% confidence)',
    );
    await chartsDrawn(canvas.getByRole('img', { name: /Lowest one-way fare a day for JFK-CDG/ }));
  },
};

export const Low: Story = {
  args: { history: priceHistoryFixture('low', 331.5) },
  play: async ({ canvas }) => {
    await chartsDrawn(canvas.getByRole('img', { name: /Lowest one-way fare a day for JFK-CDG/ }));
    await expect(canvas.getByText('Low price today')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Price history/ })).toHaveTextContent('Today $332 one way');
  },
};

export const High: Story = {
  args: { history: priceHistoryFixture('high', 538) },
  play: async ({ canvas }) => {
    await chartsDrawn(canvas.getByRole('img', { name: /Lowest one-way fare a day for JFK-CDG/ }));
    await expect(canvas.getByText('High price today')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Price history/ })).toHaveTextContent(
      'for Apr 29: wait (78% confidence)',
    );
  },
};

/** Low for the year, yet expected to fall before the trip: the badge does not say "low" next to "wait" alone. */
export const LowButLikelyToDrop: Story = {
  args: { history: priceHistoryFixture('low', 331.5, 'JFK-CDG', '2026-04-29', 'wait') },
  play: async ({ canvas }) => {
    await chartsDrawn(canvas.getByRole('img', { name: /Lowest one-way fare a day for JFK-CDG/ }));
    await expect(canvas.getByText('Low, but likely to drop')).toBeVisible();
    await expect(canvas.queryByText('Low price today')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: /Price history/ })).toHaveTextContent(
      'for Apr 29: wait (78% confidence)',
    );
  },
};

/** High for the year and expected to climb further: book now, and the badge says why. */
export const HighAndLikelyToRise: Story = {
  args: { history: priceHistoryFixture('high', 538, 'JFK-CDG', '2026-04-29', 'buy') },
  play: async ({ canvas }) => {
    await chartsDrawn(canvas.getByRole('img', { name: /Lowest one-way fare a day for JFK-CDG/ }));
    await expect(canvas.getByText('High, and likely to rise')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Price history/ })).toHaveTextContent(
      'for Apr 29: book now (88% confidence)',
    );
  },
};
