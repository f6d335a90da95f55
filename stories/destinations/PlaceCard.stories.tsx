import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, PlaceCard } from '@farewise/ui';

const meta = {
  title: 'Destinations/PlaceCard',
  component: PlaceCard,
  args: {
    place: { id: 'lisbon', name: 'Lisbon', imageUrl: '', category: 'city' },
    where: 'Lisbon, Portugal',
    description: 'Hilltop viewpoints, tiled façades and custard tarts, with mild weather most of the year.',
    price: 'from $612.00',
    priceChange: -8,
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <PlaceCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PlaceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lisbon, Portugal')).toBeVisible();
    await expect(canvas.getByText('from $612.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Lisbon/ })).toHaveAttribute('href', '/destination/lisbon');
  },
};

/** Badges over the photo and a footnote under a rising fare. */
export const WithBadgesAndFootnote: Story = {
  args: { badges: <Badge tone="promote">Trending</Badge>, footnote: 'City', priceChange: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trending')).toBeVisible();
    await expect(canvas.getByText('City')).toBeVisible();
  },
};
