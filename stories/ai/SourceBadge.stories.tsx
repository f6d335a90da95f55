import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SourceBadge } from '@farewise/ui';
import { budgetAnswer, tokyoAnswer } from '../fixtures/ai';

const [fare] = tokyoAnswer.sources;

const meta = {
  title: 'AI/SourceBadge',
  component: SourceBadge,
  args: { source: fare! },
} satisfies Meta<typeof SourceBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fare: its number as the answer cites it, what it is and the figure, linking to the flight search that shows it. */
export const Fare: Story = {
  play: async ({ canvas, userEvent }) => {
    const badge = canvas.getByRole('link', {
      name: 'Source 1, fare: Lowest fare New York → Tokyo today, per person $1,184.60',
    });
    await expect(badge).toHaveAttribute('href', '/?origin=JFK&destination=HND');
    await userEvent.tab();
    await expect(badge).toHaveFocus();
  },
};

/** Every kind of source, each named for screen readers and linking to the page that shows its figure. */
export const EveryKind: Story = {
  render: () => (
    <ol aria-label="Sources" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
      {[...tokyoAnswer.sources, budgetAnswer.sources[0]!].map((source) => (
        <li key={`${source.kind}-${source.id}`}>
          <SourceBadge source={source} />
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvas }) => {
    const badges = within(canvas.getByRole('list', { name: 'Sources' })).getAllByRole('link');
    const kinds = badges.map((badge) => /Source \d+, ([^:]+):/.exec(badge.textContent ?? '')?.[1]);
    await expect(kinds).toEqual([
      'fare',
      'best month',
      'price history',
      'price calendar',
      'hotel rate',
      'budget',
      'destination',
    ]);
    await expect(badges.map((badge) => badge.getAttribute('href'))).toEqual([
      '/?origin=JFK&destination=HND',
      '/?origin=JFK&destination=HND',
      '/?origin=JFK&destination=HND',
      '/travel-calendar?origin=JFK&destination=HND&month=2026-10',
      '/hotels?destination=TYO&checkInDate=2026-10-13&checkOutDate=2026-10-23&guests=1&rooms=1',
      '/budget-calculator?destination=Tokyo&duration=10&travelers=1&travelStyle=mid-range',
      '/destination/mexico-city',
    ]);
  },
};
