import { useQuery } from '@tanstack/react-query';
import { endpoints, type PriceHistoryResponse } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';

/** `GET /api/price-history/{route}` for a route such as `JFK-CDG` (spec 01 §7); idle without a route. */
export function usePriceHistory(route: string | null) {
  const client = useApiClient();
  return useQuery<PriceHistoryResponse>({
    queryKey: [endpoints.priceHistory.path, route],
    enabled: Boolean(route),
    queryFn: ({ signal }) => client.call('priceHistory', { params: { route: route! } }, { signal }),
  });
}
