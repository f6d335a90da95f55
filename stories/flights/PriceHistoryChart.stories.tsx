import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PriceHistoryChart } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
import { adviceFixture, priceHistoryFixture } from '../fixtures/priceHistory';

const meta = {
  title: 'Flights/PriceHistoryChart',
  component: PriceHistoryChart,
  args: { history: priceHistoryFixture('typical', 420), onRiskChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <PriceHistoryChart {...args} />
    </div>
  ),
} satisfies Meta<typeof PriceHistoryChart>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const drawn = (canvas: Canvas) =>
  chartsDrawn(canvas.getByRole('img', { name: /Lowest one-way fare a day for JFK-CDG/ }));
const advice = (canvas: Canvas) => canvas.getByRole('group', { name: 'Buy or wait' });
const setting = (canvas: Canvas, name: 'Save the most' | 'Play it safe') =>
  within(advice(canvas)).getByRole('radio', { name });

export const Typical: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Price history JFK → CDG' });
    await expect(section).toHaveTextContent('Typical price today');
    await expect(section).toHaveTextContent('Today $420 one way · typical $355–$490');
    await expect(advice(canvas)).toHaveTextContent('Book now for Wed, Apr 29 · 22% chance waiting pays off');
    await expect(advice(canvas)).toHaveTextContent('Typically lowest about 52 days out.');
    await drawn(canvas);
  },
};

export const Low: Story = {
  args: { history: priceHistoryFixture('low', 331.5) },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.getByText('Low price today')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Price history/ })).toHaveTextContent('Today $332 one way');
  },
};

export const High: Story = {
  args: { history: priceHistoryFixture('high', 538) },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.getByText('High price today')).toBeVisible();
    await expect(advice(canvas)).toHaveTextContent('Wait for Wed, Apr 29 · 71% chance waiting pays off');
  },
};

/** Low for the year, yet expected to fall before the trip: the badge does not say "low" next to "wait" alone. */
export const LowButLikelyToDrop: Story = {
  args: { history: priceHistoryFixture('low', 331.5, 'JFK-CDG', '2026-04-29', 'wait') },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.getByText('Low, but likely to drop')).toBeVisible();
    await expect(canvas.queryByText('Low price today')).not.toBeInTheDocument();
    await expect(advice(canvas)).toHaveTextContent('Wait for Wed, Apr 29');
  },
};

/** High for the year and expected to climb further: book now, and the badge says why. */
export const HighAndLikelyToRise: Story = {
  args: { history: priceHistoryFixture('high', 538, 'JFK-CDG', '2026-04-29', 'buy') },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.getByText('High, and likely to rise')).toBeVisible();
    await expect(advice(canvas)).toHaveTextContent('Book now for Wed, Apr 29');
  },
};

/** Save the most says wait: the chance, about when it would buy, and the other setting one arrow key away. */
export const WaitSaveTheMost: Story = {
  args: { history: priceHistoryFixture('high', 538, 'JFK-CDG', '2026-04-29', 'wait', { risk: 'save' }) },
  play: async ({ args, canvas, userEvent }) => {
    await drawn(canvas);
    await expect(setting(canvas, 'Save the most')).toBeChecked();
    await expect(advice(canvas)).toHaveTextContent('Wait for Wed, Apr 29 · 71% chance waiting pays off');
    await expect(advice(canvas)).toHaveTextContent('We’d wait until about 38 days out.');
    await userEvent.tab();
    await expect(setting(canvas, 'Save the most')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(setting(canvas, 'Play it safe')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRiskChange).toHaveBeenLastCalledWith('safe');
  },
};

/**
 * Save the most can wait with a lower fare unlikely (most days a fare holds): the panel says why waiting still
 * makes sense.
 */
export const WaitWithLowChance: Story = {
  args: {
    history: {
      ...priceHistoryFixture('typical', 420, 'JFK-CDG', '2026-04-29', 'wait'),
      advice: adviceFixture('wait', 'save', '2026-04-29', 12, 28),
    },
  },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(advice(canvas)).toHaveTextContent('Wait for Wed, Apr 29 · 28% chance waiting pays off');
    await expect(advice(canvas)).toHaveTextContent(
      'A lower fare is not likely, but the fare we expect if you wait is no higher than today’s.',
    );
  },
};

/** Play it safe waits too, with a lower chance and a little earlier purchase. */
export const WaitPlayItSafe: Story = {
  args: { history: priceHistoryFixture('high', 538, 'JFK-CDG', '2026-04-29', 'wait', { risk: 'safe' }) },
  play: async ({ args, canvas, userEvent }) => {
    await drawn(canvas);
    await expect(setting(canvas, 'Play it safe')).toBeChecked();
    await expect(advice(canvas)).toHaveTextContent('Wait for Wed, Apr 29 · 64% chance waiting pays off');
    await expect(advice(canvas)).toHaveTextContent('We’d wait until about 41 days out.');
    await expect(advice(canvas)).not.toHaveTextContent('A lower fare is not likely');
    await userEvent.click(setting(canvas, 'Save the most'));
    await expect(args.onRiskChange).toHaveBeenLastCalledWith('save');
  },
};

/** Save the most says book now: no "wait until" line. */
export const BookNowSaveTheMost: Story = {
  args: { history: priceHistoryFixture('typical', 420, 'JFK-CDG', '2026-04-29', 'buy', { risk: 'save' }) },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(setting(canvas, 'Save the most')).toBeChecked();
    await expect(advice(canvas)).toHaveTextContent('Book now for Wed, Apr 29 · 22% chance waiting pays off');
    await expect(advice(canvas)).not.toHaveTextContent('We’d wait');
  },
};

/** Play it safe says book now; About this advice gives that setting's back-test figures. */
export const BookNowPlayItSafe: Story = {
  args: { history: priceHistoryFixture('typical', 420, 'JFK-CDG', '2026-04-29', 'buy', { risk: 'safe' }) },
  play: async ({ canvas, userEvent }) => {
    await drawn(canvas);
    await expect(setting(canvas, 'Play it safe')).toBeChecked();
    await expect(advice(canvas)).toHaveTextContent('Book now for Wed, Apr 29 · 18% chance waiting pays off');
    await userEvent.click(canvas.getByRole('button', { name: 'About this advice' }));
    const about = await within(document.body).findByRole('dialog', { name: 'About this advice' });
    await expect(about).toHaveTextContent('Play it safe was back-tested on 6,000 simulated trips');
    await expect(about).toHaveTextContent('it paid no more than buying at once on 97.9% of trips');
    await expect(about).toHaveTextContent('it kept 52.6% of the saving perfect hindsight would have made');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog', { name: 'About this advice' })).not.toBeInTheDocument();
  },
};

/** No search has priced the date yet: the panel says the advice reads the fare model. */
export const NoSearchHistory: Story = {
  args: { history: priceHistoryFixture('typical', 420, 'JFK-CDG', '2026-04-29', 'buy', { observedDays: 0 }) },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(advice(canvas)).toHaveTextContent(
      'No searches have priced this date yet, so this advice reads our fare model.',
    );
  },
};

/** A few days of searches: how many, and that the rest comes from the model. */
export const LittleSearchHistory: Story = {
  args: { history: priceHistoryFixture('high', 538, 'JFK-CDG', '2026-04-29', 'wait', { observedDays: 3 }) },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(advice(canvas)).toHaveTextContent(
      'Searches priced this date on 3 of the last 28 days; the other days come from our fare model.',
    );
  },
};

/** Without a setter the advice is shown read-only; with 12 days of searches for the date, no model note. */
export const ReadOnlyWithoutSetter: Story = {
  args: { history: priceHistoryFixture('typical', 420), onRiskChange: undefined },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(within(advice(canvas)).queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(advice(canvas)).not.toHaveTextContent('fare model');
  },
};
