import { createContext } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { buildPath, endpoints, type EndpointName, type ResponseOf } from '@farewise/contracts';

/**
 * An API answer a page was rendered on the server with: the JSON body of a `GET` endpoint that takes no query, by the
 * endpoint's name in the contracts table, with its path parameters where it takes any.
 */
export interface ServerAnswer {
  endpoint: EndpointName;
  /** The endpoint's path parameters, e.g. `{ userId: 'guest' }`. */
  params?: Record<string, string | number>;
  body: unknown;
}

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

/**
 * Puts each answer in `client`'s cache under its endpoint's query key, parsed with the endpoint's response schema as
 * the API client parses a fetched answer, and kept as its hook keeps it.
 * @throws {ZodError} when a body does not match its endpoint's schema
 */
export function seedAnswers(client: QueryClient, answers: readonly ServerAnswer[]): void {
  for (const { endpoint, params, body } of answers) {
    const answer = endpoints[endpoint].response.parse(body);
    const cached = CACHED[endpoint] as ((answer: unknown) => unknown) | undefined;
    client.setQueryData(endpointQueryKey(endpoint, params), cached ? cached(answer) : answer);
  }
}

/**
 * A query client holding only what the server drew a page with (its answers, or nothing for a prerendered page), with
 * the app's query defaults: the result `useApiQuery` renders while React hydrates. `FarewiseProvider` makes it.
 */
export const DrawnQueryClientContext = createContext<QueryClient | null>(null);

/** The query client of `DrawnQueryClientContext`: a fresh one with `defaults`, holding `answers`. */
export function drawnQueryClient(defaults: QueryClient, answers: readonly ServerAnswer[]): QueryClient {
  const drawn = new QueryClient({ defaultOptions: defaults.getDefaultOptions() });
  seedAnswers(drawn, answers);
  return drawn;
}
