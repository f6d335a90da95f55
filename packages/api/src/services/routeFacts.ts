import type { AirportIndex } from '../domain/airports/AirportIndex';
import type { RouteFacts } from '../domain/advisor/offlineAnswer';
import type { FlightService } from './FlightService';

/** A place by IATA code with its city's name (the code itself when the airport index does not know it). */
export function namedPlace(airports: AirportIndex, code: string): RouteFacts['origin'] {
  return { code, name: airports.get(code)?.city ?? code };
}

/**
 * A route's facts for the advisor and the recommendation cards: both places named, and the flight search's answer
 * (fares USD per person, its forecast), called in-process.
 * @throws DomainError as the flight search does (an unknown route).
 */
export async function routeFacts(
  deps: { airports: AirportIndex; flights: FlightService },
  origin: string,
  destination: string,
): Promise<RouteFacts> {
  const search = await deps.flights.search({ origin, destination });
  return { origin: namedPlace(deps.airports, origin), destination: namedPlace(deps.airports, destination), search };
}
