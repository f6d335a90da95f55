import type { InspirationTrip } from '@farewise/contracts';
import { fold } from '../format/fold';

/** The "any" value of the inspiration filters. */
export const ANY = 'all';

/** Trip inspiration's search and filters (spec 02 §2): text, category, best season and budget range. */
export interface TripFilter {
  query: string;
  category: InspirationTrip['category'] | typeof ANY;
  season: Exclude<InspirationTrip['season'], 'year-round'> | typeof ANY;
  budget: InspirationTrip['priceRange'] | typeof ANY;
}

export const NO_TRIP_FILTER: TripFilter = { query: '', category: ANY, season: ANY, budget: ANY };

/**
 * Trips matching the search (title, destination, country or a tag, ignoring case and accents), the category, the
 * budget range, and the season: a trip matches a season when it is that season or year-round (spec 02 §9).
 */
export function filterTrips(trips: readonly InspirationTrip[], { query, category, season, budget }: TripFilter) {
  const needle = fold(query.trim());
  return trips.filter(
    (trip) =>
      (category === ANY || trip.category === category) &&
      (season === ANY || trip.season === season || trip.season === 'year-round') &&
      (budget === ANY || trip.priceRange === budget) &&
      (needle === '' ||
        [trip.title, trip.destination, trip.country, ...trip.tags].some((f) => fold(f).includes(needle))),
  );
}

/** Whether any filter besides the text search is set. */
export function filtersActive(filter: TripFilter): boolean {
  return filter.category !== ANY || filter.season !== ANY || filter.budget !== ANY;
}
