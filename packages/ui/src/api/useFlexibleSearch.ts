import { queryOptions, skipToken, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FlexibleSearchRequest } from '@farewise/contracts';
import type { ApiClient } from './client';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

/** The one cache key of `POST /api/flights/flexible-search`: its path and the request. */
export const flexibleSearchKey = (request: FlexibleSearchRequest | null) =>
  [endpoints.flexibleSearch.path, request] as const;

/**
 * `POST /api/flights/flexible-search` for `request` as query options (spec 01 §2, §3): a search reads nothing it
 * changes, so it is cached like a GET, keyed by the request. Options are USD per person, cheapest first.
 * @throws ApiError from the query function on a non-OK answer, such as 400 for a month out of range.
 */
export function flexibleSearchOptions(client: ApiClient, request: FlexibleSearchRequest) {
  return queryOptions({
    queryKey: flexibleSearchKey(request),
    queryFn: ({ signal }) => client.call('flexibleSearch', { body: request }, { signal }),
  });
}

/** The flexible search for `request` as a query; `null` searches nothing yet. */
export function useFlexibleSearch(request: FlexibleSearchRequest | null) {
  const client = useApiClient();
  return useApiQuery(
    request ? flexibleSearchOptions(client, request) : { queryKey: flexibleSearchKey(null), queryFn: skipToken },
  );
}

/**
 * Runs a submitted flexible search and resolves to its answer (shared with `useFlexibleSearch` for the same
 * request), so the submit handler can show the spec's toasts.
 * @throws ApiError (the promise rejects) when the search fails.
 */
export function useFetchFlexibleSearch() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (request: FlexibleSearchRequest) => queryClient.fetchQuery(flexibleSearchOptions(client, request));
}
