import { useDebounce } from 'use-debounce';
import { AIRPORT_SEARCH, endpoints, type AirportSuggestion } from '@farewise/contracts';
import { matchFallbackAirports } from '../flights/AirportPicker/fallbackAirports';
import type { ApiClient } from './client';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

/** One airport search as suggestions, falling back silently to the built-in list when the call fails. */
async function fetchSuggestions(client: ApiClient, q: string, signal: AbortSignal): Promise<AirportSuggestion[]> {
  try {
    const { data } = await client.call('airportSearch', { query: { q } }, { signal });
    return data.slice(0, AIRPORT_SEARCH.maxResults).map((airport) => ({
      iataCode: airport.iataCode,
      name: airport.name,
      city: airport.address.cityName,
      country: airport.address.countryName,
      countryCode: airport.address.countryCode,
      type: airport.type,
    }));
  } catch (error) {
    if (signal.aborted) throw error;
    return matchFallbackAirports(q);
  }
}

const suggestionsKey = (q: string) => [endpoints.airportSearch.path, { q }] as const;

/**
 * Airport suggestions for typed text (spec 01 §4, §7, §9): searches 300 ms after typing stops, only from
 * 2 characters, at most 10 results. A failed or non-OK search falls back, silently, to the built-in list.
 * `isDebouncing` is true while the typed text has not settled yet.
 */
export function useAirportSearch(text: string) {
  const client = useApiClient();
  const [settled] = useDebounce(text.trim(), AIRPORT_SEARCH.debounceMs);
  const enabled = settled.length >= AIRPORT_SEARCH.minChars;
  const query = useApiQuery<AirportSuggestion[]>({
    queryKey: suggestionsKey(settled),
    enabled,
    queryFn: ({ signal }) => fetchSuggestions(client, settled, signal),
  });
  return {
    suggestions: enabled ? (query.data ?? []) : [],
    isSearching: enabled && query.isFetching,
    isDebouncing: text.trim() !== settled,
    searchedFor: settled,
  };
}

/**
 * The airport a link names, such as `?origin=JFK` or `?destination=Paris`: the exact IATA code when one matches,
 * else the best suggestion. `settled` is true once there is an answer, or nothing to look up.
 */
export function useAirportLookup(text: string | undefined) {
  const client = useApiClient();
  const q = text?.trim() ?? '';
  const enabled = q.length >= AIRPORT_SEARCH.minChars;
  const query = useApiQuery<AirportSuggestion[]>({
    queryKey: suggestionsKey(q),
    enabled,
    queryFn: ({ signal }) => fetchSuggestions(client, q, signal),
  });
  const suggestions = query.data ?? [];
  const airport = suggestions.find((s) => s.iataCode === q.toUpperCase()) ?? suggestions[0] ?? null;
  return { airport, settled: !enabled || query.isSuccess || query.isError };
}
