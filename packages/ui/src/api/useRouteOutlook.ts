import { useFlightSearch } from './useFlightSearch';

/**
 * A route's fares, price statistics and predicted best month (spec 01 §7), for pages that show them without a
 * search form, such as a destination's page: the flight search query for `origin` → `destination`, sharing its
 * cache. Waits while `destination` is undefined.
 */
export function useRouteOutlook(origin: string, destination: string | undefined) {
  return useFlightSearch(destination === undefined ? null : { origin, destination });
}
