import { DateTime } from 'luxon';
import { median } from 'simple-statistics';
import type { FlexibilityLevel, FlexibleFlightOption, Weekday } from '@farewise/contracts';
import { daysOfMonth } from './priceCalendar';

/** Days either side of the anchor for `low` and `medium` (spec 01 §9). */
export const WINDOW_DAYS = { low: 2, medium: 7 } as const;
/** At most this many options, cheapest first. */
export const MAX_OPTIONS = 30;

/** Luxon's weekday numbers, Monday = 1. */
const WEEKDAY_NUMBERS: Record<Weekday, number> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 7,
};

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

/** The middle of a `YYYY-MM` month (its 15th), or `today` when that has passed: where a search without a date looks. */
export function defaultAnchor(month: string, today: string): string {
  const middle = `${month}-15`;
  return middle < today && today.startsWith(month) ? today : middle;
}

/**
 * The departure dates a flexible search considers (spec 01 §9): `low` the anchor ±2 days, `medium` ±7 days, `high`
 * every day of the anchor's month. ISO dates, ascending.
 */
export function flexibleWindow(anchor: string, level: FlexibilityLevel): string[] {
  if (level === 'high') return daysOfMonth(anchor.slice(0, 7));
  const reach = WINDOW_DAYS[level];
  return Array.from({ length: reach * 2 + 1 }, (_, i) =>
    day(anchor)
      .plus({ days: i - reach })
      .toISODate()!,
  );
}

/** `exact` on the anchor date, `nearby` within a week of it, `month` further out. */
export function flexibilityOf(date: string, anchor: string): FlexibleFlightOption['flexibility'] {
  const distance = Math.abs(day(date).diff(day(anchor), 'days').days);
  if (distance === 0) return 'exact';
  return distance <= WINDOW_DAYS.medium ? 'nearby' : 'month';
}

/** One departure date a flexible search offers: its fare and its saving against the window's median, in USD. */
export interface FlexibleDate {
  departureDate: string;
  price: number;
  savings: number;
  flexibility: FlexibleFlightOption['flexibility'];
}

/**
 * The cheapest departure dates in a window (spec 01 §2, §9). Dates without a fare (past, too far ahead, no flight)
 * drop out. Only the preferred weekdays are offered whenever the window has a fare on any of them; none preferred
 * means any day. Fares above `maxPrice` drop out. `savings` is the median fare of the window's days minus this
 * fare, never below 0, to the cent. Cheapest first (ties: earlier first), at most 30.
 * @param fareOn the fare in USD per person for a departure date, or null where there is none.
 */
export function flexibleDates(
  {
    window,
    anchor,
    preferredDays,
    maxPrice,
  }: { window: string[]; anchor: string; preferredDays: Weekday[]; maxPrice?: number },
  fareOn: (date: string) => number | null,
): FlexibleDate[] {
  const fares = window
    .map((date) => ({ date, price: fareOn(date) }))
    .filter((fare): fare is { date: string; price: number } => fare.price !== null);
  if (fares.length === 0) return [];
  const middle = median(fares.map((fare) => fare.price));
  const wanted = new Set(preferredDays.map((name) => WEEKDAY_NUMBERS[name]));
  const onPreferred = fares.filter((fare) => wanted.has(day(fare.date).weekday));
  return (onPreferred.length > 0 ? onPreferred : fares)
    .filter((fare) => maxPrice === undefined || fare.price <= maxPrice)
    .sort((a, b) => a.price - b.price || a.date.localeCompare(b.date))
    .slice(0, MAX_OPTIONS)
    .map(({ date, price }) => ({
      departureDate: date,
      price,
      savings: Math.max(0, Math.round((middle - price) * 100) / 100),
      flexibility: flexibilityOf(date, anchor),
    }));
}
