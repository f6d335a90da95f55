import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buildPath,
  endpoints,
  type CreatePriceAlertRequest,
  type CreateRouteAlertRequest,
  type PriceAlert,
  type UpdatePriceAlertRequest,
} from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

const alertsKey = (userId: number) => [buildPath(endpoints.priceAlerts.path, { id: userId })] as const;

/** `GET /api/users/{id}/price-alerts`: the user's alerts, newest first. */
export function usePriceAlerts(userId: number | undefined) {
  const client = useApiClient();
  return useApiQuery<PriceAlert[]>({
    queryKey: alertsKey(userId ?? 0),
    queryFn: ({ signal }) => client.call('priceAlerts', { params: { id: userId! } }, { signal }),
    enabled: userId !== undefined,
  });
}

/** Mutations that change the user's alerts refresh their list when done. */
function useAlertsRefresh(userId: number | undefined) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: alertsKey(userId ?? 0) });
}

/**
 * `POST /api/price-alerts` with home's `{ route, targetPrice, active }` (spec 01 §7) or the alerts page's full
 * alert (spec 02).
 */
export function useCreatePriceAlert(userId: number | undefined) {
  const client = useApiClient();
  const refresh = useAlertsRefresh(userId);
  return useMutation<PriceAlert, Error, CreateRouteAlertRequest | CreatePriceAlertRequest>({
    mutationFn: (body) => client.call('createPriceAlert', { body }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/price-alerts/{id}`: the active, email and push switches, or a new target. */
export function useUpdatePriceAlert(userId: number | undefined) {
  const client = useApiClient();
  const refresh = useAlertsRefresh(userId);
  return useMutation<PriceAlert, Error, { id: number; change: UpdatePriceAlertRequest }>({
    mutationFn: ({ id, change }) => client.call('updatePriceAlert', { params: { id }, body: change }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/price-alerts/{id}`. */
export function useDeletePriceAlert(userId: number | undefined) {
  const client = useApiClient();
  const refresh = useAlertsRefresh(userId);
  return useMutation<unknown, Error, number>({
    mutationFn: (id) => client.call('deletePriceAlert', { params: { id } }),
    onSuccess: refresh,
  });
}
