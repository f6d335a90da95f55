import { useMutation } from '@tanstack/react-query';
import type { FlightSearchQuery, FlightSearchResponse } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';

/** What a flight search sends: IATA codes, and optionally an ISO departure date, travelers, cabin and flexibility. */
export type FlightSearchParams = Pick<FlightSearchQuery, 'origin' | 'destination'> &
  Partial<Pick<FlightSearchQuery, 'departureDate' | 'travelers' | 'cabin' | 'flexibleDates'>>;

/**
 * `GET /api/flights/search` as an action the traveller starts (spec 01 §4: idle → searching → results or failed).
 * No retries (spec 01 §7).
 */
export function useFlightSearch() {
  const client = useApiClient();
  return useMutation<FlightSearchResponse, Error, FlightSearchParams>({
    mutationFn: (params) => client.call('flightSearch', { query: { ...params } }),
  });
}
