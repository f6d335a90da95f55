import { LRUCache } from 'lru-cache';
import type { Airport } from '../domain/airports/airport';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { cheapestFare, servesRoute } from '../domain/flights/itineraries';
import type { Cabin } from '../domain/pricing/fare';

/**
 * The pricing model's cheapest fare for a route and day, memoised: model fares are deterministic, and a year of
 * price history asks for hundreds of them.
 */
export class FareModel {
  private readonly cache = new LRUCache<string, number>({ max: 200_000 });

  constructor(private readonly airports: AirportIndex) {}

  /** Whether any carrier flies the route (a low-cost-only airport such as Beauvais sees no long hauls). */
  serves(origin: Airport, destination: Airport): boolean {
    return servesRoute(origin, destination, (code) => this.airports.get(code));
  }

  /**
   * The cheapest one-way fare in USD departing on an ISO date when booked on another.
   * @throws DomainError NotFound `no_flights` for a route no carrier flies.
   */
  cheapest(
    origin: Airport,
    destination: Airport,
    departureDate: string,
    bookedOn: string,
    cabin: Cabin = 'economy',
  ): number {
    const key = `${origin.iataCode}-${destination.iataCode}:${departureDate}:${bookedOn}:${cabin}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const fare = cheapestFare({ origin, destination, departureDate, bookedOn, cabin }, (code) =>
      this.airports.get(code),
    );
    this.cache.set(key, fare);
    return fare;
  }
}
