import { MONTH_NAMES, type FlightDuration } from '@farewise/contracts';

// No `Intl` here: a page's first `Intl` formatter loads the browser's locale data, 50–120 ms of main thread on a phone
// (Chromium at 4× CPU slowdown), which every page paid while starting up or drawing its first price. Nor date-fns's
// `format`, 6.5 KB (gzip) more in every page's first chunk. The outputs are en-US's, which the unit tests check
// against `Intl` itself.

/** The digits of a whole number with en-US thousands separators: `1234567` → `1,234,567`. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The whole and fraction digits of `value` (≥ 0) to `decimals` places, rounded half up on its shortest decimal form as
 * `Intl` rounds (`2178.185` → `2178.19`, where `toFixed` rounds the binary value just below it down).
 */
function roundedDigits(value: number, decimals: number): [string, string] {
  const text = String(value);
  if (/e/.test(text)) {
    const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const up = (fraction[decimals] ?? '0') >= '5' ? 1n : 0n;
  const digits = (BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + up)
    .toString()
    .padStart(decimals + 1, '0');
  return [digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals)];
}

/** `amount` in USD to `decimals` places, rounded as `Intl` rounds; a minus sign before the `$`, none for a zero. */
function usd(amount: number, decimals: number): string {
  const [whole, fraction] = roundedDigits(Math.abs(amount), decimals);
  const sign = amount < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}$${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Money as the specs show it: USD with 2 decimals, e.g. `$1,234.50` (spec 01 §9). */
export function formatUsd(amount: number): string {
  return usd(amount, 2);
}

/** Money in whole dollars with thousands separators, e.g. `$3,500` (spec 02 §9: deals, trip inspiration). */
export function formatWholeUsd(amount: number): string {
  return usd(amount, 0);
}

/** A count with en-US thousands separators, rounded to a whole number: `12480` → `12,480`. */
export function formatCount(count: number): string {
  const [whole] = roundedDigits(Math.abs(count), 0);
  return `${count < 0 && whole !== '0' ? '-' : ''}${grouped(whole)}`;
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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The calendar day an ISO date (or the date part of a date-time) writes, whatever the reader's time zone: its year,
 * its month's and weekday's English names.
 * @throws RangeError when it does not start with a valid `YYYY-MM-DD`.
 */
function calendarDay(isoDate: string) {
  const [year = NaN, month = NaN, day = NaN] = isoDate.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over (February 30 is March 2), so the day must come back as written.
  if (!/^\d{4}-\d{2}-\d{2}/.test(isoDate) || date.getUTCDate() !== day) {
    throw new RangeError(`Not an ISO date: ${isoDate}`);
  }
  return { year, day, month: MONTH_NAMES[month - 1]!, weekday: WEEKDAYS[date.getUTCDay()]! };
}

/** A calendar date for people, without the year: `2026-04-29` → `Apr 29`. */
export function formatShortDate(isoDate: string): string {
  const { month, day } = calendarDay(isoDate);
  return `${month.slice(0, 3)} ${day}`;
}

/**
 * The local calendar date of an ISO date or date-time with offset, with its weekday, as written at the airport:
 * `2026-05-13T22:05:00-04:00` → `Wed, May 13` (the date as written, whatever the reader's time zone).
 */
export function formatWeekdayDate(isoDateTime: string): string {
  const { weekday, month, day } = calendarDay(isoDateTime);
  return `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${day}`;
}

/** A date or date-time for people, with the year: `2026-03-15T09:30:00Z` → `March 15, 2026` (UTC day). */
export function formatLongDate(isoDateTime: string): string {
  const { month, day, year } = calendarDay(new Date(isoDateTime).toISOString());
  return `${month} ${day}, ${year}`;
}

/** A count with its noun, plural with an `s` past one: `1 night`, `3 nights`, `2 rooms`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
