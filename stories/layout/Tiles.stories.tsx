import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Tiles } from '@farewise/ui';

const cities = ['Lisbon', 'Kyoto', 'Cape Town', 'Reykjavík', 'Lima', 'Hanoi'];

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    as: 'ul',
    'aria-label': 'Destinations',
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    space: 'lg',
    children: cities.map((city) => (
      <Card as="li" key={city} variant="outlined">
        {city}
      </Card>
    )),
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles.map((tile) => tile.textContent)).toEqual(cities);
    const perRow = window.matchMedia('(min-width: 1024px)').matches
      ? 3
      : window.matchMedia('(min-width: 768px)').matches
        ? 2
        : 1;
    const firstRowTop = tiles[0]!.getBoundingClientRect().top;
    await expect(tiles.filter((tile) => tile.getBoundingClientRect().top === firstRowTop)).toHaveLength(perRow);
    // Equal widths, 16 px (`lg`) apart.
    const widths = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
    await expect(getComputedStyle(canvas.getByRole('list', { name: 'Destinations' })).columnGap).toBe('16px');
  },
};

export const FourAcross: Story = {
  args: { columns: 4, space: 'sm' },
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('listitem');
    const [a, b, c, d, e] = tiles.map((tile) => tile.getBoundingClientRect());
    await expect([a!.top, b!.top, c!.top, d!.top]).toEqual([a!.top, a!.top, a!.top, a!.top]);
    // The fifth tile starts the second row, 8 px under the first.
    await expect(Math.round(e!.top - a!.bottom)).toBe(8);
    await expect(e!.left).toBe(a!.left);
  },
};
