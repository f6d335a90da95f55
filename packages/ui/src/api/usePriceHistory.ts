import { useQuery } from '@tanstack/react-query';
import { endpoints, type PriceHistoryResponse } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';

/**
 * `GET /api/price-history/{route}` for a route such as `JFK-CDG` (spec 01 §7), with the buy/wait advice for
 * `departureDate` (ISO date; the server's default is 45 days out). Idle without a route.
 */
export function usePriceHistory(route: string | null, departureDate?: string) {
  const client = useApiClient();
  return useQuery<PriceHistoryResponse>({
    queryKey: [endpoints.priceHistory.path, route, departureDate],
    enabled: Boolean(route),
    queryFn: ({ signal }) =>
      client.call('priceHistory', { params: { route: route! }, query: { departureDate } }, { signal }),
  });
}
