import { skipToken } from '@tanstack/react-query';
import { endpoints, type PriceCalendarQuery, type PriceGridQuery } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

/**
 * `GET /api/price-calendar` for a route and `YYYY-MM` month (and, for a round trip, `tripNights`): one entry per
 * day with its fare in USD per person, level, trend and deal labels, and the 3 cheapest days. Idle for `null`.
 */
export function usePriceCalendar(query: PriceCalendarQuery | null) {
  const client = useApiClient();
  return useApiQuery({
    queryKey: [endpoints.priceCalendar.path, query],
    queryFn: query ? ({ signal }) => client.call('priceCalendar', { query: { ...query } }, { signal }) : skipToken,
  });
}

/**
 * `GET /api/price-grid` around a round trip's ISO dates: 7 departure × 7 return days of round-trip fares in USD
 * per person and the cheapest cell. Idle for `null`.
 */
export function usePriceGrid(query: PriceGridQuery | null) {
  const client = useApiClient();
  return useApiQuery({
    queryKey: [endpoints.priceGrid.path, query],
    queryFn: query ? ({ signal }) => client.call('priceGrid', { query: { ...query } }, { signal }) : skipToken,
  });
}
