import { keepPreviousData } from '@tanstack/react-query';
import { endpoints, type PriceHistoryResponse, type RiskSetting } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

/**
 * `GET /api/price-history/{route}` for a route such as `JFK-CDG` (spec 01 §7), with the buy/wait advice for
 * `departureDate` (ISO date; the server's default is 45 days out) under a risk setting. Idle without a route. While a
 * new setting's answer loads, the last one stays.
 */
export function usePriceHistory(route: string | null, departureDate?: string, risk: RiskSetting = 'save') {
  const client = useApiClient();
  return useApiQuery<PriceHistoryResponse>({
    queryKey: [endpoints.priceHistory.path, route, departureDate, risk],
    enabled: Boolean(route),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      client.call('priceHistory', { params: { route: route! }, query: { departureDate, risk } }, { signal }),
  });
}
