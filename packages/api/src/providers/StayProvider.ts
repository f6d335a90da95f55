import type { HotelResult } from '@farewise/contracts';
import type { Stay } from '../domain/hotels/offers';
import type { StayPlace } from '../domain/hotels/place';

/** A hotel search for a resolved city: ISO dates, guests 1–6 and rooms 1–4. */
export interface StayQuery extends Stay {
  place: StayPlace;
}

/**
 * Where hotels come from (DESIGN §6, "Stays"): the offline inventory by default, or Duffel Stays when
 * `DUFFEL_ACCESS_TOKEN` is set.
 */
export interface StayProvider {
  readonly name: 'offline' | 'duffel';
  /** The same query always gives the same hotels, so answers can be kept. */
  readonly deterministic: boolean;
  /**
   * The hotels with a room for the party, each at its cheapest fitting room, prices in USD (`perNight` per room,
   * `total` for every night and room). Any order.
   * @throws DomainError UpstreamFailed (a 502) when a live provider fails or prices only in another currency.
   */
  search(query: StayQuery): Promise<HotelResult[]>;
}
