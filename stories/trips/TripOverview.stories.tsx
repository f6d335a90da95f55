import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Expense } from '@farewise/contracts';
import { TripOverview } from '@farewise/ui';
import { lisbonTrip, tokyoTrip } from '../fixtures/trips';

const meta = {
  title: 'Trips/TripOverview',
  component: TripOverview,
  args: { trip: lisbonTrip },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof TripOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Each category's bar label, top to bottom. */
const barLabels = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Budget vs spent' }))
    .getAllByRole('progressbar')
    .map((bar) => bar.getAttribute('aria-label'));

/** The colour a bar is filled with. */
const fill = (canvas: Canvas, label: string) =>
  getComputedStyle(canvas.getByRole('progressbar', { name: label }).firstElementChild!).backgroundColor;

// The light theme's tone colours (the play runs in light): success, warning, danger.
const POSITIVE = 'rgb(21, 112, 58)';
const CAUTION = 'rgb(161, 74, 6)';
const CRITICAL = 'rgb(180, 35, 24)';

/**
 * Lisbon: $2,400 split 40/25/20/10/5 gives $960, $600, $480, $240 and $120; spent so far $540 on the hotel and
 * $96.60 on food.
 */
export const Lisbon: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total budget').nextElementSibling).toHaveTextContent('$2,400.00');
    await expect(canvas.getByText('Duration').nextElementSibling).toHaveTextContent('7 days');
    await expect(canvas.getByText('Status').nextElementSibling).toHaveTextContent('Planning');
    await expect(canvas.getByText('Lisbon, Portugal · April 2, 2026 – April 9, 2026 · 3 travelers')).toBeVisible();
    await expect(canvas.getByText('Tiles, tarts and the tram up to the castle.')).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual(['Romantic', 'Boutique']);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Budget vs spent' })).toBeVisible();
    await expect(barLabels(canvas)).toEqual([
      'Accommodation: $540.00 of $960.00',
      'Transportation: $0.00 of $600.00',
      'Food: $96.60 of $480.00',
      'Activities: $0.00 of $240.00',
      'Shopping: $0.00 of $120.00',
    ]);
    for (const label of barLabels(canvas)) await expect(canvas.getByText(label!)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Accommodation: $540.00 of $960.00' })).toHaveAttribute(
      'aria-valuenow',
      '56.25',
    );
    await expect(fill(canvas, 'Accommodation: $540.00 of $960.00')).toBe(POSITIVE);
  },
};

const overspent: Expense[] = [
  ...lisbonTrip.expenses,
  {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c03',
    category: 'shopping',
    amount: 150,
    date: '2026-04-05',
    note: 'Azulejo tiles',
    paidBy: 'Cy',
    splitBetween: ['Cy'],
  },
  {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c04',
    category: 'activities',
    amount: 210,
    date: '2026-04-06',
    note: 'Sintra day trip',
    paidBy: 'Ana',
    splitBetween: ['Ana', 'Ben', 'Cy'],
  },
  {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c05',
    category: 'other',
    amount: 30,
    date: '2026-04-06',
    note: 'SIM cards',
    paidBy: 'Ben',
    splitBetween: ['Ana', 'Ben', 'Cy'],
  },
];

/**
 * Over budget: $150 of tiles against shopping's $120 is critical, $210 of $240 on activities (over 80 %) is caution,
 * and $30 on "other", which has no budget, appears as a critical line of its own.
 */
export const OverBudget: Story = {
  args: { trip: { ...lisbonTrip, expenses: overspent } },
  play: async ({ canvas }) => {
    await expect(barLabels(canvas)).toEqual([
      'Accommodation: $540.00 of $960.00',
      'Transportation: $0.00 of $600.00',
      'Food: $96.60 of $480.00',
      'Activities: $210.00 of $240.00',
      'Shopping: $150.00 of $120.00',
      'Other: $30.00 of $0.00',
    ]);
    const shopping = canvas.getByRole('progressbar', { name: 'Shopping: $150.00 of $120.00' });
    await expect(canvas.getByText('Shopping: $150.00 of $120.00')).toBeVisible();
    // 125 % of the budget fills the bar, and no further.
    await expect(shopping).toHaveAttribute('aria-valuenow', '100');
    await expect(fill(canvas, 'Shopping: $150.00 of $120.00')).toBe(CRITICAL);
    await expect(fill(canvas, 'Other: $30.00 of $0.00')).toBe(CRITICAL);
    await expect(fill(canvas, 'Activities: $210.00 of $240.00')).toBe(CAUTION);
    await expect(fill(canvas, 'Food: $96.60 of $480.00')).toBe(POSITIVE);
  },
};

/** Tokyo has nothing spent yet: every category reads $0.00 of its share of $4,200, and there is no description. */
export const NoExpenses: Story = {
  args: { trip: tokyoTrip },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total budget').nextElementSibling).toHaveTextContent('$4,200.00');
    await expect(canvas.getByText('Duration').nextElementSibling).toHaveTextContent('10 days');
    await expect(canvas.getByText('Status').nextElementSibling).toHaveTextContent('Booked');
    await expect(canvas.getByText('Tokyo, Japan · October 10, 2026 – October 20, 2026 · 1 traveler')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Adventure', 'Hotel']);
    await expect(barLabels(canvas)).toEqual([
      'Accommodation: $0.00 of $1,680.00',
      'Transportation: $0.00 of $1,050.00',
      'Food: $0.00 of $840.00',
      'Activities: $0.00 of $420.00',
      'Shopping: $0.00 of $210.00',
    ]);
    for (const bar of canvas.getAllByRole('progressbar')) await expect(bar).toHaveAttribute('aria-valuenow', '0');
  },
};
