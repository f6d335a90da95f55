import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Badge, CardMedia } from '@farewise/ui';
import { destinationFixtures } from '../fixtures/destinations';

const photo = destinationFixtures.find((d) => d.id === 'lisbon')!.imageUrl;

const meta = {
  title: 'Destinations/CardMedia',
  component: CardMedia,
  args: { imageUrl: photo, category: 'city', badges: <Badge tone="info">Trending</Badge> },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <CardMedia {...args} />
    </div>
  ),
} satisfies Meta<typeof CardMedia>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.getByText('Trending')).toBeVisible();
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
