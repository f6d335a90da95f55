import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Badge, CardMedia } from '@farewise/ui';
import { destinationFixtures, photo } from '../fixtures/destinations';
import { expectImageLoaded } from '../fixtures/images';

const lisbonMap = destinationFixtures.find((d) => d.id === 'lisbon')!.imageUrl;
const LISBON_ALT = 'Map of Portugal with Lisbon marked';

const meta = {
  title: 'Destinations/CardMedia',
  component: CardMedia,
  args: { imageUrl: lisbonMap, alt: LISBON_ALT, category: 'city', badges: <Badge tone="info">Trending</Badge> },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <CardMedia {...args} />
    </div>
  ),
} satisfies Meta<typeof CardMedia>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The API's locator map, in the page's theme: only that theme's image is shown (and fetched). */
export const LocatorMap: Story = {
  play: async ({ canvas }) => {
    const map = canvas.getByRole('img', { name: LISBON_ALT });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('src', expect.stringContaining('theme=light'));
    await expectImageLoaded(map);
    await expect(canvas.getByText('Trending')).toBeVisible();
  },
};

export const LocatorMapDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('img', { name: LISBON_ALT });
    await expect(map).toHaveAttribute('src', expect.stringContaining('theme=dark'));
    await expectImageLoaded(map);
  },
};

/** A photo that only decorates (a hotel's): one image, whatever the theme, and no alt text. */
export const Photo: Story = {
  args: { imageUrl: photo, alt: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Placeholder: Story = {
  args: { imageUrl: '', category: 'beach' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('image-placeholder')).toHaveAttribute('data-category', 'beach');
  },
};

export const BrokenPhoto: Story = {
  args: { imageUrl: '/no-such-photo.jpg' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByTestId('image-placeholder')).toBeInTheDocument();
  },
};
