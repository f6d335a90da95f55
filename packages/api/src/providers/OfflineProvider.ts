import type { Flight } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { buildItineraries } from '../domain/flights/itineraries';
import type { FlightDataProvider, OfferQuery } from './FlightDataProvider';

/**
 * Flights from the offline model: the carriers that plausibly fly the route, from their hubs and alliances and on
 * the airports of each metro they would use (`domain/flights/routing`), priced by the pricing model
 * (`domain/pricing`) in USD. Deterministic, so a search gives the same flights all day. The per-person fare does not
 * depend on the party size.
 */
export class OfflineProvider implements FlightDataProvider {
  readonly name = 'offline';
  readonly deterministic = true;

  constructor(
    private readonly airports: AirportIndex,
    private readonly airlineName: (code: string) => string,
  ) {}

  offers(query: OfferQuery): Promise<Flight[]> {
    return Promise.resolve(buildItineraries(query, this.airlineName, (code) => this.airports.get(code)));
  }
}
