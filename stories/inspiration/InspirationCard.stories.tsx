import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InspirationCard } from '@farewise/ui';
import { tripFixtures } from '../fixtures/inspiration';

const meta = {
  title: 'Inspiration/InspirationCard',
  component: InspirationCard,
  args: { trip: tripFixtures[0]! },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <InspirationCard {...args} />
    </div>
  ),
} satisfies Meta<typeof InspirationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoreHighlights: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Fushimi Inari at dawn',
      'A tea ceremony',
      'Gion by night',
      '+2 more',
    ]);
    await expect(canvas.getByRole('img', { name: 'Map of Japan with Kyoto marked' })).toBeVisible();
    await expect(canvas.getByText('Spring')).toBeVisible();
    await expect(canvas.getByText('Trending')).toBeVisible();
    await expect(canvas.getByText('$2,800')).toBeVisible();
    await expect(canvas.getByText('$2,800').parentElement).toHaveTextContent('from $2,800 with round-trip flights');
    await expect(canvas.getByText(/Best: March, April$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan Trip' })).toHaveAttribute(
      'href',
      '/trips?destination=Kyoto&title=Temples+and+Tea+in+Kyoto',
    );
    await expect(canvas.getByRole('link', { name: 'Price calendar' })).toHaveAttribute('href', '/travel-calendar');
  },
};

export const ThreeHighlights: Story = {
  args: { trip: tripFixtures[1]! },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(/more$/)).not.toBeInTheDocument();
    await expect(canvas.getByText('Winter')).toBeVisible();
    await expect(canvas.queryByText('Trending')).not.toBeInTheDocument();
  },
};

export const YearRound: Story = {
  args: { trip: tripFixtures[2]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Year-round')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument(); // no image: the placeholder
    await expect(canvas.getByText('$980')).toBeVisible();
  },
};
