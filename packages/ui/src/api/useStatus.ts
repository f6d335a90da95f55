import { FRESH_FOR_MS, endpoints, type StatusResponse } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

export interface UseStatusOptions {
  /** Poll every N ms (the hotels page polls every 30 000 ms, spec 02 §7). */
  pollMs?: number;
}

/** `GET /api/status`: provider configuration and environment; fresh for 5 minutes (spec 01 §9). */
export function useStatus({ pollMs }: UseStatusOptions = {}) {
  const client = useApiClient();
  return useApiQuery<StatusResponse>({
    queryKey: [endpoints.status.path],
    queryFn: ({ signal }) => client.call('status', {}, { signal }),
    staleTime: FRESH_FOR_MS,
    refetchInterval: pollMs ?? false,
  });
}
