import type { Airport } from '../domain/airports/airport';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { HttpError } from '../http/errors';

/**
 * Resolves an origin and destination code to airports.
 * @throws HttpError 400 for an unknown code, or when one end is the other or one of its metro airports.
 */
export function resolveAirportPair(
  airports: AirportIndex,
  originCode: string,
  destinationCode: string,
): [Airport, Airport] {
  const origin = airports.get(originCode);
  const destination = airports.get(destinationCode);
  if (!origin) throw new HttpError(400, 'unknown_airport', `Unknown airport code: ${originCode}`);
  if (!destination) throw new HttpError(400, 'unknown_airport', `Unknown airport code: ${destinationCode}`);
  if (
    origin.iataCode === destination.iataCode ||
    origin.airports?.includes(destination.iataCode) ||
    destination.airports?.includes(origin.iataCode)
  ) {
    throw new HttpError(400, 'same_airport', 'Origin and destination must be different airports');
  }
  return [origin, destination];
}
