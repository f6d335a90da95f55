import { useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { AIRPORT_SEARCH, endpoints, type AirportSuggestion } from '@farewise/contracts';
import { matchFallbackAirports } from '../flights/AirportPicker/fallbackAirports';
import { useApiClient } from './FarewiseProvider';

/**
 * Airport suggestions for typed text (spec 01 §4, §7, §9): searches 300 ms after typing stops, only from
 * 2 characters, at most 10 results. A failed or non-OK search falls back, silently, to the built-in list.
 * `isDebouncing` is true while the typed text has not settled yet.
 */
export function useAirportSearch(text: string) {
  const client = useApiClient();
  const [settled] = useDebounce(text.trim(), AIRPORT_SEARCH.debounceMs);
  const enabled = settled.length >= AIRPORT_SEARCH.minChars;
  const query = useQuery<AirportSuggestion[]>({
    queryKey: [endpoints.airportSearch.path, { q: settled }],
    enabled,
    queryFn: async ({ signal }) => {
      try {
        const { data } = await client.call('airportSearch', { query: { q: settled } }, { signal });
        return data.slice(0, AIRPORT_SEARCH.maxResults).map((airport) => ({
          iataCode: airport.iataCode,
          name: airport.name,
          city: airport.address.cityName,
          country: airport.address.countryName,
          countryCode: airport.address.countryCode,
        }));
      } catch (error) {
        if (signal.aborted) throw error;
        return matchFallbackAirports(settled);
      }
    },
  });
  return {
    suggestions: enabled ? (query.data ?? []) : [],
    isSearching: enabled && query.isFetching,
    isDebouncing: text.trim() !== settled,
    searchedFor: settled,
  };
}
