import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DestinationCard } from '@farewise/ui';
import { destinationFixtures } from '../fixtures/destinations';
import { expectImageLoaded } from '../fixtures/images';

const byId = (id: string) => destinationFixtures.find((d) => d.id === id)!;

const meta = {
  title: 'Destinations/DestinationCard',
  component: DestinationCard,
  args: { destination: byId('lisbon') },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <DestinationCard {...args} />
    </div>
  ),
} satisfies Meta<typeof DestinationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TrendingWithPhoto: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Lisbon/ });
    await expect(link).toHaveAttribute('href', '/destination/lisbon');
    await expect(link).toHaveTextContent('Trending');
    await expect(link).toHaveTextContent('from $612.00 round trip');
    await expect(link).toHaveTextContent('-8.4%');
    await expectImageLoaded(within(link).getByRole('img', { name: 'Map of Portugal with Lisbon marked' }));
  },
};

/** On the destinations list (spec 02, which sets no rounding) the fare is in whole dollars. */
export const InTheCatalog: Story = {
  args: { variant: 'catalog', destination: { ...byId('lisbon'), averagePrice: 612.4 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Lisbon/ })).toHaveTextContent('from $612 round trip');
  },
};

export const PriceAlert: Story = {
  args: { destination: byId('santorini') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price Alert')).toBeVisible();
    await expect(canvas.getByText('-18.2%')).toBeVisible();
  },
};

export const BestPrice: Story = {
  args: { destination: byId('prague') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Best Price')).toBeVisible();
  },
};

export const Popular: Story = {
  args: { destination: byId('denver') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Popular')).toBeVisible();
    await expect(canvas.getByText('+9.9%')).toBeVisible();
  },
};

export const NoPhotoPlaceholder: Story = {
  args: { destination: byId('tokyo') },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Tokyo/ });
    await expect(link.querySelector('img')).toBeNull();
    await expect(link.querySelector('[data-category="city"]')).not.toBeNull();
  },
};

export const PhotoFailsToLoad: Story = {
  args: { destination: { ...byId('lisbon'), imageUrl: '/no-such-photo.jpg' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Lisbon/ });
    await waitFor(() => expect(link.querySelector('img')).toBeNull());
    await expect(link.querySelector('[data-category="city"]')).not.toBeNull();
  },
};

export const KeyboardOpens: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Lisbon/ })).toHaveFocus();
  },
};

// The destinations list's variant (spec 02 §9): its badge rule and the category colours.
export const CatalogPriceRising: Story = {
  args: { destination: byId('innsbruck'), variant: 'catalog' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price Rising')).toBeVisible();
    await expect(canvas.getByText('Mountain')).toHaveAttribute('data-category', 'mountain');
    await expect(canvas.getByText('+14.3%')).toBeVisible();
  },
};

export const CatalogGreatDeal: Story = {
  args: { destination: byId('santorini'), variant: 'catalog' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Great Deal')).toBeVisible();
    await expect(canvas.getByText('Beach')).toHaveAttribute('data-category', 'beach');
  },
};

export const CatalogTrending: Story = {
  args: { destination: byId('cape-town'), variant: 'catalog' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trending')).toBeVisible();
    await expect(canvas.getByText('Adventure')).toHaveAttribute('data-category', 'adventure');
  },
};

export const CatalogCategoryOnly: Story = {
  args: { destination: byId('prague'), variant: 'catalog' },
  play: async ({ canvas }) => {
    // Below 10 % and not trending: the category is the badge.
    await expect(canvas.getByText('City')).toHaveAttribute('data-category', 'city');
    await expect(canvas.queryByText(/Trending|Popular|Great Deal|Price Rising/)).not.toBeInTheDocument();
  },
};

export const CatalogOther: Story = {
  args: { destination: byId('marrakech'), variant: 'catalog' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Other')).toHaveAttribute('data-category', 'other');
  },
};

export const CatalogBrokenImage: Story = {
  args: { destination: { ...byId('lisbon'), imageUrl: '/no-such-photo.jpg' }, variant: 'catalog' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Lisbon/ });
    await waitFor(() => expect(link.querySelector('img')).toBeNull());
    await expect(link.querySelector('[data-testid="image-placeholder"]')).not.toBeNull();
  },
};
