import { describe, expect, it } from 'vitest';
import type { StaysSearchResponse } from '@duffel/api/types';
import { HotelSearchResponse } from '@farewise/contracts';
import { DomainError } from '../domain/errors';
import type { StayPlace } from '../domain/hotels/place';
import { duffelFixture as fixture, replayDuffel } from '../testing/duffelReplay';
import { DuffelStaysProvider } from './DuffelStaysProvider';

const recorded = () => ({ status: 200, body: fixture('stays-search-paris.json') });
const paris: StayPlace = {
  city: 'Paris',
  country: 'France',
  countryCode: 'FR',
  continent: 'EU',
  latitude: 48.87,
  longitude: 2.46,
};
const stay = { place: paris, checkInDate: '2026-04-10', checkOutDate: '2026-04-13', guests: 3, rooms: 2 };

/** Replays recorded Duffel Stays answers on loopback and records what the client sent. */
describe('DuffelStaysProvider', () => {
  const duffel = replayDuffel(recorded);

  const search = () => new DuffelStaysProvider('duffel_test_token', duffel.basePath).search(stay);

  it('sends one location search around the city for the dates, the rooms and every guest as an adult', async () => {
    await search();
    const { request } = duffel;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/^\/stays\/search\/?$/);
    expect(request.authorization).toBe('Bearer duffel_test_token');
    expect(request.body.data).toEqual({
      location: { radius: 15, geographic_coordinates: { latitude: 48.87, longitude: 2.46 } },
      check_in_date: '2026-04-10',
      check_out_date: '2026-04-13',
      rooms: 2,
      guests: [{ type: 'adult' }, { type: 'adult' }, { type: 'adult' }],
    });
  });

  it('maps USD results to hotels, cheapest per night first, and drops the others', async () => {
    const hotels = HotelSearchResponse.parse(await search());
    expect(hotels.map((hotel) => hotel.id)).toEqual(['acc_0000Farewise_gare', 'acc_0000Farewise_marais']);
    expect(hotels[1]).toEqual({
      id: 'acc_0000Farewise_marais',
      hotelName: 'Hôtel Exemple Marais',
      rating: 4,
      address: '12 Rue des Exemples',
      city: 'Paris',
      country: 'France',
      images: [
        'https://example.com/farewise-fixtures/marais-1.jpg',
        'https://example.com/farewise-fixtures/marais-2.jpg',
      ],
      amenities: ['Free Wi-Fi', 'Business centre', 'Gym'],
      // The cheapest rate is the double room's room-only one; 3 guests in 2 rooms is 2 a room.
      room: { type: 'Double Room', maxOccupancy: 2, description: '1 double bed · Room only' },
      // 1,150.20 for 3 nights in 2 rooms.
      price: { perNight: 191.7, total: 1150.2, amount: 1150.2 },
      bookingUrl: '',
      provider: 'duffel',
    });
  });

  it('fills in what a result leaves out: no rooms, no star rating, no photos or amenities', async () => {
    const [gare] = await search();
    expect(gare).toMatchObject({
      hotelName: "Hôtel Exemple Gare de l'Est",
      // A review score of 8.4 out of 10.
      rating: 4.2,
      images: [],
      amenities: [],
      room: { type: 'Room', maxOccupancy: 2, description: '' },
      price: { perNight: 102.1, total: 612.6, amount: 612.6 },
    });
  });

  it('fails upstream (a 502) with the provider reason when Duffel refuses the search', async () => {
    duffel.answer = { status: 422, body: fixture('stays-search-error.json') };
    await expect(search()).rejects.toEqual(
      new DomainError(
        'UpstreamFailed',
        'provider_error',
        'The hotel provider could not search this destination: The check_in_date must not be in the past',
      ),
    );
  });

  it('fails upstream (a 502) rather than show prices in another currency', async () => {
    const { data } = JSON.parse(fixture('stays-search-paris.json')) as { data: StaysSearchResponse };
    const results = data.results.filter((result) => result.cheapest_rate_currency === 'EUR');
    duffel.answer = { status: 200, body: JSON.stringify({ data: { ...data, results } }) };
    await expect(search()).rejects.toEqual(
      new DomainError('UpstreamFailed', 'provider_currency', 'The hotel provider priced this stay in EUR, not USD'),
    );
  });

  it('answers no hotels when Duffel finds none', async () => {
    duffel.answer = {
      status: 200,
      body: JSON.stringify({ data: { results: [], created_at: '2026-03-15T09:30:00Z' } }),
    };
    await expect(search()).resolves.toEqual([]);
  });

  it('fails upstream (a 502) when the provider cannot be reached', async () => {
    const unreachable = new DuffelStaysProvider('duffel_test_token', 'http://127.0.0.1:9');
    await expect(unreachable.search(stay)).rejects.toMatchObject({ kind: 'UpstreamFailed', code: 'provider_error' });
  });
});
