import { useQuery } from '@tanstack/react-query';
import { endpoints, type Destination } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';

/** `GET /api/destinations` (spec 01 §7): every destination, never stale, no retry (spec 01 §7). */
export function useDestinations() {
  const client = useApiClient();
  return useQuery<Destination[]>({
    queryKey: [endpoints.destinations.path],
    queryFn: ({ signal }) => client.call('destinations', {}, { signal }),
  });
}
