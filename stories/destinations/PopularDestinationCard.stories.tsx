import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PopularDestinationCard } from '@farewise/ui';
import { destinationFixtures } from '../fixtures/destinations';

const byId = (id: string) => destinationFixtures.find((d) => d.id === id)!;

const meta = {
  title: 'Destinations/PopularDestinationCard',
  component: PopularDestinationCard,
  args: { destination: byId('lisbon') },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <PopularDestinationCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PopularDestinationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceFalling: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Lisbon/ });
    await expect(link).toHaveAttribute('href', '/destination/lisbon');
    await expect(canvas.getByText('City -8.4%')).toHaveAttribute('data-category', 'city');
    await expect(canvas.getByText('Trending')).toBeVisible();
    await expect(canvas.getByText('$612.00')).toBeVisible();
    await expect(link).toHaveTextContent('$612.00 avg. round trip');
    await expect(canvas.getByText('-8.4%')).toHaveAttribute('data-direction', 'down');
    await expect(canvas.getByText('Portugal')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Map of Portugal with Lisbon marked' })).toBeVisible();
  },
};

export const PriceRisingNumericStrings: Story = {
  // Spec 02 §3: on this page averagePrice and priceChange arrive as numeric strings.
  args: { destination: { ...byId('cape-town'), averagePrice: '1401.6', priceChange: '6.8' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,402.00')).toBeVisible();
    await expect(canvas.getByText('+6.8%')).toHaveAttribute('data-direction', 'up');
    await expect(canvas.getByText('Adventure +6.8%')).toHaveAttribute('data-category', 'adventure');
  },
};

export const NoChangeNoPhoto: Story = {
  args: { destination: byId('reykjavik') },
  play: async ({ canvas }) => {
    // A zero change leaves the category badge plain, and the placeholder stands in for the missing photo.
    await expect(canvas.getByText('Adventure', { selector: '[data-category]' })).toBeVisible();
    await expect(canvas.getByTestId('image-placeholder')).toBeInTheDocument();
  },
};

export const BrokenImage: Story = {
  args: { destination: { ...byId('lisbon'), imageUrl: '/no-such-photo.jpg' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('image-placeholder')).toBeInTheDocument());
  },
};
