import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlightCard } from '@farewise/ui';
import { jfkCdgFlights } from '../fixtures/flights';

const [direct, , minutes, oneStop, sameDay, , twoStops] = jfkCdgFlights as [
  (typeof jfkCdgFlights)[number],
  ...(typeof jfkCdgFlights)[number][],
];

const meta = {
  title: 'Flights/FlightCard',
  component: FlightCard,
  args: { flight: direct },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <FlightCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FlightCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DirectOvernight: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Air France JFK to CDG, Wed, May 13, $412.50 one way' });
    await expect(card).toHaveTextContent('Air France AF');
    // The local date it leaves on, as written at JFK.
    await expect(card).toHaveTextContent('Departs Wed, May 13');
    await expect(card).toHaveTextContent('18:30 JFK');
    await expect(card).toHaveTextContent('08:10 CDG+1');
    await expect(canvas.getByTitle('Arrives 1 day later')).toBeVisible();
    await expect(card).toHaveTextContent('7h 40m · Nonstop');
    await expect(card).toHaveTextContent('$412.50per person, one way');
  },
};

export const OneStop: Story = {
  args: { flight: oneStop },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('12h 30m · 1 stop');
  },
};

export const TwoStops: Story = {
  args: { flight: twoStops },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('24h 45m · 2 stops');
    await expect(canvas.getByTitle('Arrives 2 days later')).toHaveTextContent('+2');
  },
};

export const SameDayArrival: Story = {
  args: { flight: sameDay },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('21:55 CDG');
    await expect(canvas.queryByTitle(/later/)).not.toBeInTheDocument();
  },
};

export const DurationInMinutes: Story = {
  args: { flight: minutes },
  play: async ({ canvas }) => {
    await expect(minutes?.duration).toBe(460);
    await expect(canvas.getByRole('article')).toHaveTextContent('7h 40m · Nonstop');
  },
};

export const BestMatch: Story = {
  args: { bestMatch: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Best Match')).toBeVisible();
  },
};
