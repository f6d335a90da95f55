import {
  QueryClient,
  QueryObserver,
  useQuery,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useInBrowser } from '../ssr/useInBrowser';

/**
 * The result `options` has over an empty cache, with `client`'s defaults: what a page prerendered before any API
 * answer drew for the query.
 */
function serverResult<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const empty = new QueryClient({ defaultOptions: client.getDefaultOptions() });
  const observer = new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(empty, options);
  return observer.getOptimisticResult(empty.defaultQueryOptions(options)) as UseQueryResult<TData, TError>;
}

/**
 * `useQuery` for the API hooks, safe to hydrate. While React hydrates a prerendered page, it returns what the server
 * drew (the query as yet unanswered) even when an answer is already in the cache, and the answer after. React
 * hydrates the shell first and the page inside the router's `Suspense` boundary in a later pass; the shell's queries
 * (the session) start in between, and an answer that came in before the page hydrated would otherwise change its
 * markup, which React reports (error 418) and throws away.
 */
export function useApiQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const result = useQuery(options);
  const client = useQueryClient();
  const inBrowser = useInBrowser();
  return inBrowser ? result : serverResult(client, options);
}
