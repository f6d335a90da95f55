import { DateTime } from 'luxon';
import { OPTIMAL_ADVANCE_DAYS } from '../forecast/bestMonth';

/** Destinations are priced from this origin: Farewise shows prices in USD, from New York by default. */
export const REFERENCE_ORIGIN = 'NYC';

/** The price change compares today's quotes with the quotes this many days earlier. */
export const CHANGE_DAYS = 30;

/** Observations from the last week count as today's, and those of the week ending 30 days ago as then. */
const OBSERVATION_WEEK = 7;

/** A lowest fare a search observed: ISO dates, fare in USD one way. */
export interface ObservedFare {
  observedOn: string;
  departureDate: string;
  lowestFare: number;
}

/** Days from `since` to `until`, both included (ISO dates). */
export interface DayRange {
  since: string;
  until: string;
}

/** The dates a destination price reads: the departures it is quoted for, and which observations count. */
export interface PriceWindow {
  /** A week of departures (ISO dates) centred on the optimal advance, so that every weekday counts once. */
  departures: string[];
  /** Observations of these days are today's: the last week. */
  recent: DayRange;
  /** Observations of these days are those of 30 days ago: the week ending 30 days before today. */
  monthAgo: DayRange;
}

/** The departure window and observation weeks of a destination price on `today` (ISO date). */
export function priceWindow(today: string): PriceWindow {
  const day = DateTime.fromISO(today, { zone: 'utc' });
  const iso = (offset: number) => day.plus({ days: offset }).toISODate()!;
  const first = OPTIMAL_ADVANCE_DAYS - Math.floor(OBSERVATION_WEEK / 2);
  return {
    departures: Array.from({ length: OBSERVATION_WEEK }, (_, i) => iso(first + i)),
    recent: { since: iso(1 - OBSERVATION_WEEK), until: today },
    monthAgo: { since: iso(1 - OBSERVATION_WEEK - CHANGE_DAYS), until: iso(-CHANGE_DAYS) },
  };
}

/**
 * A destination's price summary, over the week of departures around the optimal advance (see {@link priceWindow}):
 * - `averagePrice`: the round-trip economy fare in whole USD, twice the mean one-way fare of those departures
 *   booked today;
 * - `priceChange`: the percent change (one decimal; negative means cheaper now) of the same departures' fares
 *   quoted now against 30 days ago. Like is compared with like: the departures searches observed both this week
 *   and in the week ending 30 days ago, by their lowest observed fares; with no such pair, the model's fares for
 *   the whole window booked today against booked 30 days ago.
 * @param oneWay the model's cheapest one-way fare in USD departing on an ISO date when booked on another.
 * @param observed the route's observed lowest fares (any dates; those outside the window are ignored).
 */
export function destinationPrice(
  today: string,
  oneWay: (departureDate: string, bookedOn: string) => number,
  observed: readonly ObservedFare[] = [],
): { averagePrice: number; priceChange: number } {
  const window = priceWindow(today);
  const quoted = (bookedOn: string) => window.departures.map((departure) => oneWay(departure, bookedOn));
  const current = quoted(today);
  const [now, then] = observedPairs(window, observed) ?? [sum(current), sum(quoted(window.monthAgo.until))];
  return {
    averagePrice: Math.round((2 * sum(current)) / current.length),
    priceChange: Math.round(((now - then) / then) * 1000) / 10,
  };
}

/**
 * The summed lowest fares of the window's departures observed both this week and in the week ending 30 days ago,
 * now and then; undefined when no departure was observed in both.
 */
function observedPairs(window: PriceWindow, observed: readonly ObservedFare[]): [number, number] | undefined {
  const lowest = ({ since, until }: DayRange) => {
    const fares = new Map<string, number>();
    for (const { observedOn, departureDate, lowestFare } of observed) {
      if (observedOn < since || observedOn > until || !window.departures.includes(departureDate)) continue;
      fares.set(departureDate, Math.min(lowestFare, fares.get(departureDate) ?? Infinity));
    }
    return fares;
  };
  const recent = lowest(window.recent);
  const before = lowest(window.monthAgo);
  const both = [...recent.keys()].filter((departure) => before.has(departure));
  if (both.length === 0) return undefined;
  return [sum(both.map((d) => recent.get(d)!)), sum(both.map((d) => before.get(d)!))];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
