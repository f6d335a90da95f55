import { DomainError } from '../errors';

/** A trip's first and last day, as ISO dates (`yyyy-MM-dd`). */
export interface TripDates {
  startDate: string;
  endDate: string;
}

/**
 * Refuses a trip that ends before it starts; a one-day trip (same day) passes.
 * @throws DomainError Invalid `dates_out_of_order` naming `endDate`.
 */
export function requireDateOrder({ startDate, endDate }: TripDates): void {
  if (endDate < startDate) {
    throw new DomainError('Invalid', 'dates_out_of_order', 'End date must be on or after the start date', {
      field: 'endDate',
    });
  }
}

/**
 * Refuses an itinerary day outside the trip's dates (both ends included).
 * @throws DomainError Invalid `date_outside_trip` naming `date`.
 */
export function requireWithinTrip({ startDate, endDate }: TripDates, date: string): void {
  if (date < startDate || date > endDate) {
    throw new DomainError('Invalid', 'date_outside_trip', `Pick a day from ${startDate} to ${endDate}`, {
      field: 'date',
    });
  }
}

const itemOutside = (field: 'startDate' | 'endDate', date: string) =>
  new DomainError('Invalid', 'items_outside_dates', `An itinerary item is on ${date}: move or delete it first`, {
    field,
  });

/**
 * Refuses new trip dates that would leave an itinerary item outside them, so every item stays within its trip.
 * @throws DomainError Invalid `items_outside_dates` naming `startDate` (an item before it) or `endDate`.
 */
export function requireItemsWithin({ startDate, endDate }: TripDates, itemDates: readonly string[]): void {
  const sorted = [...itemDates].sort();
  const [first, last] = [sorted[0], sorted.at(-1)];
  if (first !== undefined && first < startDate) throw itemOutside('startDate', first);
  if (last !== undefined && last > endDate) throw itemOutside('endDate', last);
}
