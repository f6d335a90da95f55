import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeaturedDealCard } from '@farewise/ui';
import { dealById } from '../fixtures/deals';

const meta = {
  title: 'Deals/FeaturedDealCard',
  component: FeaturedDealCard,
  args: { deal: dealById('paris') },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FeaturedDealCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FeaturedDealCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FeaturedUrgent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('50% off')).toBeVisible();
    await expect(canvas.getByText('Ending soon')).toBeVisible();
    await expect(canvas.getByText('Paris, France · Round trip')).toBeVisible();
    await expect(canvas.getByText(/4\.7 \(2,341 reviews\)/)).toBeVisible();
    await expect(canvas.getByText(/Expires in 3 days/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book This Deal' })).toBeVisible();
  },
};

export const NoRating: Story = {
  args: { deal: dealById('canyon') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New deal, no reviews yet')).toBeVisible();
    await expect(canvas.queryByText(/reviews\)/)).not.toBeInTheDocument();
    await expect(canvas.getByText('60% off')).toBeVisible();
    await expect(canvas.getByText('$2,150')).toBeVisible();
  },
};
