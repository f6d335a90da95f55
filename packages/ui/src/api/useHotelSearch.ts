import { skipToken } from '@tanstack/react-query';
import { HOTELS, endpoints, type HotelSearchQuery } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

/**
 * `GET /api/hotels/search` for `query` (spec 02 §7): hotels with nightly and total prices in USD. `null` searches
 * nothing yet (the query runs only with a destination, spec 02 §5). A failure is retried twice before it shows.
 * @throws ApiError (as the query's error) on a non-OK answer, such as 400 naming the field.
 */
export function useHotelSearch(query: HotelSearchQuery | null) {
  const client = useApiClient();
  return useApiQuery({
    queryKey: [endpoints.hotelSearch.path, query],
    queryFn: query ? ({ signal }) => client.call('hotelSearch', { query: { ...query } }, { signal }) : skipToken,
    retry: HOTELS.retries,
  });
}
