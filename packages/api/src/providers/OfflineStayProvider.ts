import type { HotelResult } from '@farewise/contracts';
import { stayInventory } from '../domain/hotels/inventory';
import { offerStays } from '../domain/hotels/offers';
import type { StayProvider, StayQuery } from './StayProvider';

/**
 * Hotels from the offline inventory (`domain/hotels`): generated per city and priced per night by the city's cost
 * level, the season and the night of the week, deterministically.
 */
export class OfflineStayProvider implements StayProvider {
  readonly name = 'offline';
  readonly deterministic = true;

  search(query: StayQuery): Promise<HotelResult[]> {
    return Promise.resolve(offerStays(stayInventory(query.place), query));
  }
}
