import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DealCard } from '@farewise/ui';
import { dealById } from '../fixtures/deals';
import { expectWordsInside } from '../layoutChecks';

const meta = {
  title: 'Deals/DealCard',
  component: DealCard,
  args: { deal: dealById('paris') },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <DealCard {...args} />
    </div>
  ),
} satisfies Meta<typeof DealCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UrgentFlight: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'New York to Paris, Nonstop' });
    await expect(within(card).getByText('Ending Soon')).toBeVisible();
    // The band crosses the card's corner; the card clips its ends but never its words.
    await expectWordsInside(within(card).getByText('Ending Soon'), card);
    await expect(within(card).getByText('JFK → Paris, France')).toBeVisible();
    await expect(within(card).getByText('50% off')).toBeVisible();
    // 2.6 days to the end date, rounded up.
    await expect(within(card).getByText('3 days left')).toBeVisible();
    await expect(within(card).getByText('$449')).toBeVisible();
    await expect(within(card).getByText('$899').tagName).toBe('S');
    // A flight's fare says what trip it buys.
    await expect(within(card).getByText('round trip')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/?origin=JFK&destination=Paris',
    );
  },
};

export const TwoHighlightsOnly: Story = {
  args: { deal: dealById('tokyo') },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['First highlight', 'Second highlight']);
    await expect(canvas.queryByText('Ending Soon')).not.toBeInTheDocument();
    await expect(canvas.getByText('$3,299')).toBeVisible();
    // A package is no single fare: no trip type beside its price.
    await expect(canvas.queryByText(/round trip|one way/i, { selector: 'small' })).not.toBeInTheDocument();
    await expect(canvas.getByText('12 days left')).toBeVisible();
  },
};

export const HotelLastDay: Story = {
  args: { deal: dealById('chicago') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 day left')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/hotels?destination=Chicago');
  },
};
