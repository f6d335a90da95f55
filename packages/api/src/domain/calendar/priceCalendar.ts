import type { PriceCalendarEntry, PriceLevel } from '@farewise/contracts';
import { DateTime } from 'luxon';
import { quantileSorted } from 'simple-statistics';

/** A day's move against the previous day smaller than this share of its fare counts as flat. */
const FLAT_SHARE = 0.01;
/** How many of the month's cheapest days `topDeals` lists. */
export const TOP_DEALS = 3;

/** Deal labels a day can carry. */
export const DEAL_LABELS = {
  lowest: 'Lowest this month',
  weekday: 'Weekday saver',
  drop: 'Price drop',
} as const;

/** Every ISO date (`YYYY-MM-DD`) of a month given as `YYYY-MM`. */
export function daysOfMonth(month: string): string[] {
  const first = DateTime.fromISO(`${month}-01`, { zone: 'utc' });
  return Array.from({ length: first.daysInMonth ?? 0 }, (_, i) => first.plus({ days: i }).toISODate()!);
}

/**
 * A price's level by quartile of the month's available prices (ascending): at most the first quartile is `best`,
 * the median `good`, the third quartile `fair`, above it `expensive`.
 */
export function priceLevel(price: number, sortedPrices: readonly number[]): PriceLevel {
  if (price <= quantileSorted([...sortedPrices], 0.25)) return 'best';
  if (price <= quantileSorted([...sortedPrices], 0.5)) return 'good';
  if (price <= quantileSorted([...sortedPrices], 0.75)) return 'fair';
  return 'expensive';
}

/** `up`, `down` or `flat` (a move under 1 % of the previous fare) against the previous day; null without both. */
export function dayTrend(price: number | null, previous: number | null): PriceCalendarEntry['trend'] {
  if (price === null || previous === null) return null;
  if (Math.abs(price - previous) < previous * FLAT_SHARE) return 'flat';
  return price > previous ? 'up' : 'down';
}

/**
 * A month's price calendar from a fare function: one entry per day, with its level among the month's available
 * prices, its trend against the day before, and deal labels ("Lowest this month"; "Weekday saver" for a best-level
 * Tuesday or Wednesday, the cheapest days to fly in spec 01 §9; "Price drop" for a fall of 10 % or more), plus the
 * month's 3 cheapest days (ties by date).
 * @param month `YYYY-MM`.
 * @param fareOn the fare in USD for an ISO date, or null where there is none (past days, no flight).
 */
export function priceCalendar(
  month: string,
  fareOn: (date: string) => number | null,
): { days: PriceCalendarEntry[]; topDeals: PriceCalendarEntry[] } {
  const dates = daysOfMonth(month);
  const prices = dates.map(fareOn);
  const sorted = prices.filter((p): p is number => p !== null).sort((a, b) => a - b);
  const lowest = sorted[0];
  const days = dates.map((date, i): PriceCalendarEntry => {
    const price = prices[i]!;
    if (price === null) return { date, price, available: false, recommendation: null, trend: null, deals: [] };
    const previous = i > 0 ? prices[i - 1]! : null;
    const recommendation = priceLevel(price, sorted);
    const weekday = DateTime.fromISO(date, { zone: 'utc' }).weekday;
    const deals: string[] = [];
    if (price === lowest) deals.push(DEAL_LABELS.lowest);
    if (recommendation === 'best' && (weekday === 2 || weekday === 3)) deals.push(DEAL_LABELS.weekday);
    if (previous !== null && price <= previous * 0.9) deals.push(DEAL_LABELS.drop);
    return { date, price, available: true, recommendation, trend: dayTrend(price, previous), deals };
  });
  const topDeals = days
    .filter((day) => day.price !== null)
    .sort((a, b) => a.price! - b.price! || a.date.localeCompare(b.date))
    .slice(0, TOP_DEALS);
  return { days, topDeals };
}
