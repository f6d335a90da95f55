import type { Destination } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { endpointQueryKey } from './serverAnswers';
import { useApiQuery } from './useApiQuery';

/** `GET /api/destinations` (spec 01 §7): every destination, never stale, no retry (spec 01 §7). */
export function useDestinations() {
  const client = useApiClient();
  return useApiQuery<Destination[]>({
    queryKey: endpointQueryKey('destinations'),
    queryFn: ({ signal }) => client.call('destinations', {}, { signal }),
  });
}
