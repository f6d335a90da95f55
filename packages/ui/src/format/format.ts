import type { FlightDuration } from '@farewise/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Money as the specs show it: USD with 2 decimals, e.g. `$1,234.50` (spec 01 §9). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Money in whole dollars with thousands separators, e.g. `$3,500` (spec 02 §9: deals, trip inspiration). */
export function formatWholeUsd(amount: number): string {
  return wholeUsd.format(amount);
}

/**
 * How a fare is quoted, written beside it wherever one is shown, so a round trip and a one-way fare side by side
 * are not read as the same thing.
 */
export const TRIP_TYPE = { roundTrip: 'round trip', oneWay: 'one way' } as const;

/** The trip type of a fare that may come back: `round trip` with a return date (ISO), `one way` without. */
export function tripTypeOf(returnDate: string | null | undefined): string {
  return returnDate ? TRIP_TYPE.roundTrip : TRIP_TYPE.oneWay;
}

/**
 * Minutes in a flight duration given as an ISO 8601 duration (`PT2H30M`) or a number of minutes (spec 01 §3).
 * @throws Error for a string that is not an hours-and-minutes ISO duration.
 */
export function durationMinutes(duration: FlightDuration): number {
  if (typeof duration === 'number') return duration;
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration);
  if (!match || (!match[1] && !match[2])) throw new Error(`Not an ISO 8601 duration: ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** A duration for people: `2h 30m`, `45m`, `7h`. */
export function formatDuration(duration: FlightDuration): string {
  const minutes = durationMinutes(duration);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** The local clock time of an ISO date-time with offset, as written at the airport: `2026-05-13T08:05:00-04:00` → `08:05`. */
export function localTime(isoDateTime: string): string {
  return isoDateTime.slice(11, 16);
}

/** Days between the local calendar dates of two ISO date-times: 1 for an overnight arrival. */
export function dayDifference(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso.slice(0, 10)) - Date.parse(fromIso.slice(0, 10))) / 86_400_000);
}

/** Stops for people: `Nonstop`, `1 stop`, `2 stops`. */
export function formatStops(stops: number): string {
  if (stops === 0) return 'Nonstop';
  return stops === 1 ? '1 stop' : `${stops} stops`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar date for people, without the year: `2026-04-29` → `Apr 29`. */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const weekdayDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * The local calendar date of an ISO date or date-time with offset, with its weekday, as written at the airport:
 * `2026-05-13T22:05:00-04:00` → `Wed, May 13` (the date as written, whatever the reader's time zone).
 */
export function formatWeekdayDate(isoDateTime: string): string {
  return weekdayDate.format(new Date(`${isoDateTime.slice(0, 10)}T00:00:00Z`));
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A date or date-time for people, with the year: `2026-03-15T09:30:00Z` → `March 15, 2026` (UTC day). */
export function formatLongDate(isoDateTime: string): string {
  return longDate.format(new Date(isoDateTime));
}

/** A count with its noun, plural with an `s` past one: `1 night`, `3 nights`, `2 rooms`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
