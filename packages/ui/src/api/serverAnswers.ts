import { createContext } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { endpoints, type EndpointName } from '@farewise/contracts';

/**
 * An API answer a page was rendered on the server with: the JSON body of a `GET` endpoint that takes no parameters
 * (`GET /api/destinations`), by the endpoint's name in the contracts table.
 */
export interface ServerAnswer {
  endpoint: EndpointName;
  body: unknown;
}

/** The query key of a parameterless `GET` endpoint's answer, `[path]`: the key its hook and a server answer share. */
export const endpointQueryKey = (endpoint: EndpointName): [string] => [endpoints[endpoint].path];

/**
 * Puts each answer in `client`'s cache under its endpoint's query key, parsed with the endpoint's response schema, as
 * the API client parses a fetched answer.
 * @throws {ZodError} when a body does not match its endpoint's schema
 */
export function seedAnswers(client: QueryClient, answers: readonly ServerAnswer[]): void {
  for (const { endpoint, body } of answers) {
    client.setQueryData(endpointQueryKey(endpoint), endpoints[endpoint].response.parse(body));
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
