import { queryOptions, skipToken, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FlightSearchQuery } from '@farewise/contracts';
import type { ApiClient } from './client';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

/** What a flight search sends: IATA codes, and optionally an ISO departure date, travelers, cabin and flexibility. */
export type FlightSearchParams = Pick<FlightSearchQuery, 'origin' | 'destination'> &
  Partial<Pick<FlightSearchQuery, 'departureDate' | 'travelers' | 'cabin' | 'flexibleDates'>>;

/** The one cache key of `GET /api/flights/search`: its path and the params (unset params do not change the key). */
export const flightSearchKey = (params: FlightSearchParams | null) => [endpoints.flightSearch.path, params] as const;

/**
 * `GET /api/flights/search` for `params` as query options (spec 01 §4, §7): the home search, a destination's
 * outlook and `queryClient.fetchQuery` share them, so one search is fetched and cached once. The answer's prices
 * are USD per person; never stale and no retries (the query client's defaults).
 * @throws ApiError from the query function on a non-OK answer, such as 400 for an unknown airport.
 */
export function flightSearchOptions(client: ApiClient, params: FlightSearchParams) {
  return queryOptions({
    queryKey: flightSearchKey(params),
    queryFn: ({ signal }) => client.call('flightSearch', { query: { ...params } }, { signal }),
  });
}

/**
 * The flight search for `params` as a query (spec 01 §4: searching → results or failed); `null` searches nothing
 * yet (the query stays pending and idle).
 */
export function useFlightSearch(params: FlightSearchParams | null) {
  const client = useApiClient();
  return useApiQuery(
    params ? flightSearchOptions(client, params) : { queryKey: flightSearchKey(null), queryFn: skipToken },
  );
}

/**
 * Runs a search the traveller submitted and resolves to its answer: the cached one for the same params, else a
 * fetch that `useFlightSearch` with those params shares. Lets the submit handler tell the outcome (the spec's
 * toasts) while the query renders the results.
 * @throws ApiError (the promise rejects) when the search fails.
 */
export function useFetchFlightSearch() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (params: FlightSearchParams) => queryClient.fetchQuery(flightSearchOptions(client, params));
}
