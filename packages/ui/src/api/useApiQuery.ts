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
import { useContext } from 'react';
import { useInBrowser } from '../ssr/useInBrowser';
import { DrawnQueryClientContext } from './serverAnswers';

/**
 * The result `options` has over `drawn`, the cache the server drew the page from: the answers it rendered the page
 * with (`FarewiseProvider`'s `initialAnswers`), else an empty cache with `client`'s defaults, as a page prerendered
 * before any API answer.
 */
function serverResult<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  drawn: QueryClient | null,
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const source = drawn ?? new QueryClient({ defaultOptions: client.getDefaultOptions() });
  const observer = new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(source, options);
  return observer.getOptimisticResult(source.defaultQueryOptions(options)) as UseQueryResult<TData, TError>;
}

/**
 * `useQuery` for the API hooks, safe to hydrate. While React hydrates a page, it returns what the server drew (the
 * answer the server rendered the page with, else the query as yet unanswered) even when another answer is already in
 * the cache, and the cache's answer after. React
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
  const drawn = useContext(DrawnQueryClientContext);
  const inBrowser = useInBrowser();
  return inBrowser ? result : serverResult(client, drawn, options);
}
