import { DateTime } from 'luxon';
import { OPTIMAL_ADVANCE_DAYS } from '../forecast/bestMonth';

/** Destinations are priced from this origin: Farewise shows prices in USD, from New York by default. */
export const REFERENCE_ORIGIN = 'NYC';

/**
 * A destination's price summary: `averagePrice`, the round-trip economy fare in whole USD for a trip booked today
 * at the cheapest advance window, and `priceChange`, the percent change of that fare against 30 days ago
 * (one decimal; negative means cheaper now).
 * @param oneWay the model's cheapest one-way fare in USD departing on an ISO date when booked on another.
 */
export function destinationPrice(
  today: string,
  oneWay: (departureDate: string, bookedOn: string) => number,
): { averagePrice: number; priceChange: number } {
  const now = DateTime.fromISO(today, { zone: 'utc' });
  const fareBookedOn = (day: DateTime) =>
    oneWay(day.plus({ days: OPTIMAL_ADVANCE_DAYS }).toISODate()!, day.toISODate()!);
  const current = fareBookedOn(now);
  const monthAgo = fareBookedOn(now.minus({ days: 30 }));
  return {
    averagePrice: Math.round(2 * current),
    priceChange: Math.round(((current - monthAgo) / monthAgo) * 1000) / 10,
  };
}
