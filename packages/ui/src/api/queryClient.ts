import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client';

/**
 * A QueryClient with the defaults of spec 01 §7: data never goes stale, no retries, no refetch on focus,
 * and the client's slash-joined GET as the default query function.
 */
export function createQueryClient(client: ApiClient): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: client.queryFn,
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
