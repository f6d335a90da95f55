import { useQuery } from '@tanstack/react-query';
import { endpoints, type FlightSearchResponse } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';

/**
 * A route's fares, price statistics and predicted best month, read with `GET /api/flights/search` (spec 01 §7) as a
 * query for pages that show them without a search form, such as a destination's page. Never stale, no retry.
 */
export function useRouteOutlook(origin: string, destination: string | undefined) {
  const client = useApiClient();
  return useQuery<FlightSearchResponse>({
    queryKey: [endpoints.flightSearch.path, { origin, destination }],
    queryFn: ({ signal }) => client.call('flightSearch', { query: { origin, destination } }, { signal }),
    enabled: destination !== undefined,
  });
}
