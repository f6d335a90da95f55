import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HotelCard } from '@farewise/ui';
import { parisHotels } from '../fixtures/hotels';

const [budget, standard, business, family, grand, palace] = parisHotels as [
  (typeof parisHotels)[number],
  (typeof parisHotels)[number],
  (typeof parisHotels)[number],
  (typeof parisHotels)[number],
  (typeof parisHotels)[number],
  (typeof parisHotels)[number],
];

const meta = {
  title: 'Hotels/HotelCard',
  component: HotelCard,
  args: { hotel: grand, nights: 3, rooms: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof HotelCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live provider's hotel: photo, 12 amenities of which 6 show, and Book opening its page in a new tab. */
export const LuxuryWithTwelveAmenities: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Le Grand Rivoli' });
    await expect(within(card).getByText('Luxury')).toBeVisible();
    await expect(card).toHaveTextContent('4.6 out of 5');
    await expect(card).toHaveTextContent('12 Rue de Rivoli, Paris, France');
    const amenities = within(card).getByRole('list', { name: 'Amenities' });
    await expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free Wi-Fi',
      'Air conditioning',
      'Breakfast included',
      '24-hour front desk',
      'Fitness center',
      'Spa',
      '+6 more',
    ]);
    await expect(card).toHaveTextContent('Deluxe King · sleeps 2');
    await expect(card).toHaveTextContent('$489.00 per night');
    await expect(card).toHaveTextContent('$1,467.00 total · 3 nights, 1 room');
    await expect(card.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    const book = within(card).getByRole('link', { name: 'Book Le Grand Rivoli (opens in a new tab)' });
    await expect(book).toHaveAttribute('href', 'https://stays.example.com/book/par-5');
    await expect(book).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(book).toHaveFocus();
  },
};

export const Premium: Story = {
  args: { hotel: business },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Opéra Business Suites' });
    await expect(within(card).getByText('Premium')).toBeVisible();
    await expect(card).toHaveTextContent('$218.75 per night');
    await expect(within(card).queryByText(/more$/)).not.toBeInTheDocument();
  },
};

export const StandardWithoutImages: Story = {
  args: { hotel: standard },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Canal Saint-Martin Lodge' });
    await expect(within(card).getByText('Standard')).toBeVisible();
    await expect(within(card).getByTestId('image-placeholder')).toBeInTheDocument();
    await expect(card.querySelector('img')).toBeNull();
  },
};

/** An offline (demo) hotel has no booking page: the card says so instead of offering Book. */
export const BudgetInDemoMode: Story = {
  args: { hotel: budget },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Hôtel du Marais Budget' });
    await expect(within(card).getByText('Budget')).toBeVisible();
    await expect(card).toHaveTextContent('$84.50 per night');
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await expect(card).toHaveTextContent('Demo rates: booking needs a live hotel provider.');
  },
};

/** Two rooms for a week: the total is nightly × nights × rooms, and the label says so. */
export const TwoRoomsForAWeek: Story = {
  args: {
    hotel: { ...family, price: { perNight: 265.4, total: 3715.6, amount: 3715.6 } },
    nights: 7,
    rooms: 2,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Montmartre Family Residence' });
    await expect(card).toHaveTextContent('$3,715.60 total · 7 nights, 2 rooms');
    await expect(card).toHaveTextContent('Family Suite · sleeps 4');
    await expect(within(card).getByRole('list', { name: 'Amenities' })).toHaveTextContent('+1 more');
  },
};

export const LuxuryPalace: Story = {
  args: { hotel: palace },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Saint-Germain Palace' });
    await expect(card).toHaveTextContent('4.9 out of 5');
    await expect(within(card).getByText('Luxury')).toBeVisible();
  },
};

/** A live rate whose provider has no booking page: the card says to book with the hotel, not that it is demo. */
export const LiveRateWithoutBookingPage: Story = {
  args: { hotel: { ...standard, provider: 'duffel', bookingUrl: '' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Canal Saint-Martin Lodge' });
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await expect(card).toHaveTextContent('Live rate from duffel: book it with the hotel directly.');
    await expect(card).not.toHaveTextContent('Demo rates');
  },
};
