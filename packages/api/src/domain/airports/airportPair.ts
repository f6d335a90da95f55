import { DomainError } from '../errors';
import type { Airport } from './airport';
import type { AirportIndex } from './AirportIndex';

/**
 * Resolves an origin and destination code to airports.
 * @throws DomainError Invalid `unknown_airport` for an unknown code, `same_airport` when one end is the other or
 * one of its metro airports.
 */
export function resolveAirportPair(
  airports: AirportIndex,
  originCode: string,
  destinationCode: string,
): [Airport, Airport] {
  const origin = airports.get(originCode);
  const destination = airports.get(destinationCode);
  if (!origin) throw new DomainError('Invalid', 'unknown_airport', `Unknown airport code: ${originCode}`);
  if (!destination) throw new DomainError('Invalid', 'unknown_airport', `Unknown airport code: ${destinationCode}`);
  if (
    origin.iataCode === destination.iataCode ||
    origin.airports?.includes(destination.iataCode) ||
    destination.airports?.includes(origin.iataCode)
  ) {
    throw new DomainError('Invalid', 'same_airport', 'Origin and destination must be different airports');
  }
  return [origin, destination];
}
