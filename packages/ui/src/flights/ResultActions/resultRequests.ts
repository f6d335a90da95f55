import type { CreateRouteAlertRequest, CreateSavedSearchRequest } from '@farewise/contracts';
import type { FlightSearchParams } from '../../api/useFlightSearch';

/** The name a saved search starts with: its route, `JFK → CDG`. */
export function defaultSearchName(search: FlightSearchParams): string {
  return `${search.origin} → ${search.destination}`;
}

/** The target a price alert starts with: 10 % under today's fare (USD), rounded down to the cent, as typed ("461.16"). */
export function defaultTargetPrice(currentPrice: number): string {
  return (Math.floor(currentPrice * 0.9 * 100) / 100).toFixed(2);
}

/** `POST /api/saved-searches` for the searched route under `name`: 1 traveller and economy unless searched otherwise. */
export function savedSearchRequest(name: string, search: FlightSearchParams): CreateSavedSearchRequest {
  return {
    name,
    origin: search.origin,
    destination: search.destination,
    travelers: search.travelers ?? 1,
    travelClass: search.cabin ?? 'economy',
  };
}

/** `POST /api/alerts` for the searched route (`JFK-CDG`) at `targetPrice` (USD, as typed), active at once. */
export function routeAlertRequest(search: FlightSearchParams, targetPrice: string): CreateRouteAlertRequest {
  return { route: `${search.origin}-${search.destination}`, targetPrice, active: true };
}
