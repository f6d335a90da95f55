import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceStats } from '@farewise/ui';
import { jfkCdgSearch } from '../fixtures/flights';

const meta = {
  title: 'Flights/PriceStats',
  component: PriceStats,
  args: { stats: jfkCdgSearch.priceStats },
} satisfies Meta<typeof PriceStats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Price statistics' });
    await expect(section).toHaveTextContent('Current price$351.10one way, cheapest for your date');
    await expect(section).toHaveTextContent('Lowest price$289.40');
    await expect(section).toHaveTextContent('Predicted price$344.80');
  },
};
