import { describe, expect, it } from 'vitest';
import type { HotelResult } from '@farewise/contracts';
import { loadAirports } from '../data/airports';
import { DESTINATIONS } from '../data/destinations';
import { AirportIndex } from '../domain/airports/AirportIndex';
import { OfflineStayProvider } from '../providers/OfflineStayProvider';
import type { StayProvider, StayQuery } from '../providers/StayProvider';
import { HotelService } from './HotelService';

const airports = new AirportIndex(loadAirports());
const now = () => new Date('2026-03-15T09:30:00Z');
const query = {
  destination: 'PAR',
  checkInDate: '2026-06-12',
  checkOutDate: '2026-06-15',
  guests: 2,
  rooms: 1,
  currency: 'USD' as const,
};

/** The offline provider, counting the searches that reach it. */
function counting(deterministic: boolean) {
  const offline = new OfflineStayProvider();
  const searches: StayQuery[] = [];
  const provider: StayProvider = {
    name: deterministic ? 'offline' : 'duffel',
    deterministic,
    search: (stay): Promise<HotelResult[]> => {
      searches.push(stay);
      return offline.search(stay);
    },
  };
  return { provider, searches };
}

describe('HotelService', () => {
  it('keeps a deterministic provider’s answer per city, dates, guests and rooms', async () => {
    const { provider, searches } = counting(true);
    const hotels = new HotelService({ airports, provider, cities: DESTINATIONS, now });
    const first = await hotels.search(query);
    // Another code of the same city is the same search.
    expect(await hotels.search({ ...query, destination: 'CDG' })).toBe(first);
    expect(searches).toHaveLength(1);
    await hotels.search({ ...query, guests: 3 });
    await hotels.search({ ...query, rooms: 2 });
    await hotels.search({ ...query, checkOutDate: '2026-06-16' });
    expect(searches).toHaveLength(4);
  });

  it('asks a live provider every time', async () => {
    const { provider, searches } = counting(false);
    const hotels = new HotelService({ airports, provider, cities: DESTINATIONS, now });
    await hotels.search(query);
    await hotels.search(query);
    expect(searches).toHaveLength(2);
  });

  it('asks no provider for a place it does not know, nor for a check-in before today', async () => {
    const { provider, searches } = counting(true);
    const hotels = new HotelService({ airports, provider, cities: DESTINATIONS, now });
    expect(await hotels.search({ ...query, destination: 'Atlantis' })).toEqual([]);
    await expect(hotels.search({ ...query, checkInDate: '2026-03-14' })).rejects.toMatchObject({
      kind: 'Invalid',
      code: 'date_in_past',
      field: 'checkInDate',
    });
    expect(searches).toHaveLength(0);
  });
});
