import { DateTime } from 'luxon';
import type { BestMonth } from '@farewise/contracts';

/** The representative fare of one calendar month, in USD. */
export interface MonthFare {
  /** `YYYY-MM`. */
  month: string;
  fare: number;
}

/** Days before departure at which the advance-purchase curve bottoms out (see pricing/factors). */
export const OPTIMAL_ADVANCE_DAYS = 45;

/**
 * The representative fare of each of the next `months` months: the cheapest fare on the Tuesday, Wednesday and
 * Thursday of the month's second full week, booked at the optimal advance window (or today, if that has passed).
 * @param cheapestOn the cheapest fare in USD for a departure date, booked on a date (both ISO dates).
 */
export function monthlyFares(
  cheapestOn: (departureDate: string, bookedOn: string) => number,
  today: string,
  months = 12,
): MonthFare[] {
  const start = DateTime.fromISO(today, { zone: 'utc' });
  return Array.from({ length: months }, (_, i) => {
    const monthStart = start.plus({ months: i + 1 }).startOf('month');
    const secondWeek = monthStart.plus({ days: ((8 - monthStart.weekday) % 7) + 7 });
    const fares = [1, 2, 3].map((offset) => {
      const departure = secondWeek.plus({ days: offset });
      const idealBooking = departure.minus({ days: OPTIMAL_ADVANCE_DAYS });
      const bookedOn = idealBooking < start ? start : idealBooking;
      return cheapestOn(departure.toISODate()!, bookedOn.toISODate()!);
    });
    return { month: monthStart.toFormat('yyyy-MM'), fare: Math.min(...fares) };
  });
}

/**
 * The predicted best month (spec 01 §3 `recommendations`): the month with the lowest representative fare, the
 * saving against today's fare in USD (never negative), and a confidence in percent. Confidence grows with the gap
 * to the runner-up month measured against the model's ±8 % fare noise: a winner clear of the noise band is 95 %,
 * a tie is 50 %.
 * @throws Error when no month is given.
 */
export function bestMonth(fares: readonly MonthFare[], currentFare: number): BestMonth {
  const sorted = [...fares].sort((a, b) => a.fare - b.fare);
  const [best, runnerUp] = sorted;
  if (!best) throw new Error('bestMonth needs at least one month');
  const gap = runnerUp ? (runnerUp.fare - best.fare) / (0.08 * best.fare) : 1;
  return {
    month: DateTime.fromFormat(best.month, 'yyyy-MM', { zone: 'utc' }).toFormat('LLLL yyyy', { locale: 'en-US' }),
    savings: Math.max(0, Math.round((currentFare - best.fare) * 100) / 100),
    confidence: Math.round(50 + 45 * Math.min(1, gap)),
  };
}
