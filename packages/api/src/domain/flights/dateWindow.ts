import { DateTime } from 'luxon';
import type { Flight, FlightSearchQuery } from '@farewise/contracts';
import { MAX_MONTHS_AHEAD, type BookingDay } from './bookingDay';
import { rankByValue } from './itineraries';

/** A Flexible Dates option that searches a window rather than one date (spec 01 §9). */
export type DateWindowOption = Exclude<NonNullable<FlightSearchQuery['flexibleDates']>, 'specific-dates'>;

/** Months ahead each window option reaches: "anytime" is as far as fares are offered. */
const WINDOW_MONTHS: Record<DateWindowOption, number> = {
  'next-3-months': 3,
  'next-6-months': 6,
  'anytime-year': MAX_MONTHS_AHEAD,
};

/** How many of a window's cheapest dates a search shows. */
export const WINDOW_DATES = 6;

/** Whether a Flexible Dates option searches a window of dates. */
export const isDateWindow = (option: FlightSearchQuery['flexibleDates']): option is DateWindowOption =>
  option !== undefined && option !== 'specific-dates';

/**
 * The cheapest departure dates of a window option, cheapest first (ties: earlier first): from tomorrow to 3, 6 or
 * 11 months ahead, priced booked today. ISO dates.
 * @param fareOn the cheapest one-way fare in USD departing on an ISO date, booked today.
 */
export function cheapestDates(
  option: DateWindowOption,
  day: BookingDay,
  fareOn: (date: string) => number,
  count = WINDOW_DATES,
): string[] {
  const today = DateTime.fromISO(day.today, { zone: 'utc' });
  const last = DateTime.min(
    today.plus({ months: WINDOW_MONTHS[option] }),
    DateTime.fromISO(day.lastBookable, { zone: 'utc' }),
  );
  const dates: Array<{ date: string; fare: number }> = [];
  for (let date = today.plus({ days: 1 }); date <= last; date = date.plus({ days: 1 })) {
    const iso = date.toISODate()!;
    dates.push({ date: iso, fare: fareOn(iso) });
  }
  return dates
    .sort((a, b) => a.fare - b.fare || a.date.localeCompare(b.date))
    .slice(0, count)
    .map(({ date }) => date);
}

/**
 * One list of flights from several dates' (each best value first): each date's best-value flight and its cheapest
 * (one flight when they are the same), best value first over all dates. One date's flights come back whole.
 */
export function acrossDates(flightsByDate: readonly Flight[][]): Flight[] {
  if (flightsByDate.length === 1) return flightsByDate[0]!;
  return rankByValue(
    flightsByDate.flatMap((flights) => {
      if (flights.length === 0) return [];
      const best = flights[0]!;
      const cheapest = flights.reduce((low, flight) => (flight.price < low.price ? flight : low));
      return cheapest === best ? [best] : [best, cheapest];
    }),
  );
}
