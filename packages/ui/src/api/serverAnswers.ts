import { createContext } from 'react';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { buildPath, endpoints, type EndpointName, type ResponseOf, type ServerAnswer } from '@farewise/contracts';

export type { ServerAnswer };

/**
 * The query key of a `GET` endpoint's answer without a query, `[path]` with its parameters filled in: the key its
 * hook and a server answer share.
 * @throws {Error} when a path parameter is missing
 */
export const endpointQueryKey = (endpoint: EndpointName, params?: Record<string, string | number>): [string] => [
  buildPath(endpoints[endpoint].path, params),
];

/** What a hook caches of an answer, where it is not the answer itself: `useSession` keeps the signed-in user. */
const CACHED: { [N in EndpointName]?: (answer: ResponseOf<N>) => unknown } = {
  session: (answer) => answer.user,
};

/** An answer as it goes in the cache: its query key, and the data its hook keeps. */
type CacheEntry = readonly [QueryKey, unknown];

/**
 * Each answer as it goes in the cache: under its endpoint's query key, parsed with the endpoint's response schema as
 * the API client parses a fetched answer, and kept as its hook keeps it.
 * @throws {ZodError} when a body does not match its endpoint's schema
 */
function cacheEntries(answers: readonly ServerAnswer[]): CacheEntry[] {
  return answers.map(({ endpoint, params, body }) => {
    const answer = endpoints[endpoint].response.parse(body);
    const cached = CACHED[endpoint] as ((answer: unknown) => unknown) | undefined;
    return [endpointQueryKey(endpoint, params), cached ? cached(answer) : answer];
  });
}

const seed = (client: QueryClient, entries: readonly CacheEntry[]) => {
  for (const [key, data] of entries) client.setQueryData(key, data);
};

/**
 * A query client holding only what the server drew a page with (its answers, or nothing for a prerendered page), with
 * the app's query defaults: the result `useApiQuery` renders while React hydrates. `FarewiseProvider` makes it.
 */
export const DrawnQueryClientContext = createContext<QueryClient | null>(null);

/**
 * Starts `client`'s cache from `answers`, and makes the query client of `DrawnQueryClientContext`: a fresh one with
 * `client`'s defaults, holding the same answers. Each answer is parsed once.
 * @throws {ZodError} when a body does not match its endpoint's schema
 */
export function startFromAnswers(client: QueryClient, answers: readonly ServerAnswer[]): QueryClient {
  const entries = cacheEntries(answers);
  seed(client, entries);
  const drawn = new QueryClient({ defaultOptions: client.getDefaultOptions() });
  seed(drawn, entries);
  return drawn;
}
