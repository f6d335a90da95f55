import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { endpoints, type HotelResult, type HotelSearchQuery } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { cheapestFirst } from '../domain/hotels/offers';
import { resolveStayPlace, type NamedCity, type StayPlace } from '../domain/hotels/place';
import { refusePastDate } from '../domain/pastDate';
import { admit } from '../http/endpoint';
import type { StayProvider } from '../providers/StayProvider';

/** A hotel search as its route parsed it: defaults applied, dates checked for order and length. */
export type HotelSearch = z.output<typeof HotelSearchQuery>;

/** What the hotel service reads. */
export interface HotelServiceDeps {
  airports: AirportIndex;
  /** Where hotels come from: the offline inventory or Duffel Stays. */
  provider: StayProvider;
  /** Cities pages link to by name (the curated destinations), with the airport each is reached by. */
  cities: readonly NamedCity[];
  now: () => Date;
}

/**
 * Hotel search (spec 02 §2, §3, §7, §9): prices in USD, dates ISO. Answers come out already admitted by the
 * endpoint's response schema, so cached ones are not parsed twice.
 */
export class HotelService {
  // A deterministic provider's answer depends on the place, the dates and the party only: keep recent ones.
  private readonly answers = new LRUCache<string, HotelResult[]>({ max: 2000 });
  // The airport index and the named cities never change while the server runs: resolve each place text once.
  private readonly places = new LRUCache<string, { place: StayPlace | undefined }>({ max: 5000 });

  constructor(private readonly deps: HotelServiceDeps) {}

  /**
   * The hotels of `destination` (an IATA airport or metro code, or a city's name) with a room for the party, each at
   * its cheapest fitting room: `perNight` per room, `total` (= `amount`) = `perNight` × nights × rooms, nights
   * being the rounded-up day difference; cheapest per night first (`GET /api/hotels/search`). A place the airport
   * index does not know has no hotels: an empty list, not an error.
   * @throws DomainError Invalid `date_in_past` naming `checkInDate` for a check-in before today (the clock's UTC
   * day); UpstreamFailed when a live provider fails.
   */
  async search(query: HotelSearch): Promise<HotelResult[]> {
    const today = this.deps.now().toISOString().slice(0, 10);
    refusePastDate(query.checkInDate, today, 'checkInDate', 'Check-in date cannot be in the past');
    const place = this.place(query.destination);
    if (!place) return [];
    const { provider } = this.deps;
    const { checkInDate, checkOutDate, guests, rooms } = query;
    const key = JSON.stringify([place, checkInDate, checkOutDate, guests, rooms]);
    const cached = provider.deterministic ? this.answers.get(key) : undefined;
    if (cached) return cached;
    const hotels = await provider.search({ place, checkInDate, checkOutDate, guests, rooms });
    const answer = admit(endpoints.hotelSearch, cheapestFirst(hotels));
    if (provider.deterministic) this.answers.set(key, answer);
    return answer;
  }

  private place(destination: string): StayPlace | undefined {
    let known = this.places.get(destination);
    if (!known) {
      known = { place: resolveStayPlace(this.deps.airports, destination, this.deps.cities) };
      this.places.set(destination, known);
    }
    return known.place;
  }
}
