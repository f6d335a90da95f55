import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, HotelSearchResponse, stayNights } from '@farewise/contracts';
import { DomainError } from '../domain/errors';
import type { StayProvider } from '../providers/StayProvider';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

const stay = { checkInDate: '2026-06-12', checkOutDate: '2026-06-15' };

// The suites' clock is 15 March 2026.
describe('GET /api/hotels/search', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
  });
  afterAll(() => server.close());

  const get = (params: Record<string, string>) =>
    fetch(`${server.url}/api/hotels/search?${new URLSearchParams(params)}`);
  const search = async (params: Record<string, string>) => {
    const response = await get(params);
    expect(response.status).toBe(200);
    return HotelSearchResponse.parse(await response.json());
  };

  it('answers the city’s hotels for 2 guests in 1 room, cheapest per night first, priced for the stay', async () => {
    const hotels = await search({ destination: 'PAR', ...stay });
    expect(hotels.length).toBeGreaterThanOrEqual(12);
    expect(hotels.length).toBeLessThanOrEqual(20);
    const nightly = hotels.map((hotel) => hotel.price.perNight);
    expect(nightly).toEqual([...nightly].sort((a, b) => a - b));
    const nights = stayNights(stay.checkInDate, stay.checkOutDate);
    for (const hotel of hotels) {
      expect(hotel).toMatchObject({
        city: 'Paris',
        country: 'France',
        provider: 'offline',
        bookingUrl: '',
        images: [],
      });
      expect(hotel.room.maxOccupancy).toBeGreaterThanOrEqual(2);
      expect(Math.round(hotel.price.total * 100)).toBe(Math.round(hotel.price.perNight * 100) * nights);
      expect(hotel.price.amount).toBe(hotel.price.total);
      expect(hotel.price.perNight).toBeGreaterThan(50);
      expect(hotel.price.perNight).toBeLessThan(1500);
    }
  });

  it('finds one city by its name, an airport code or its metro code, and destinations by their city', async () => {
    const byMetro = await search({ destination: 'NYC', ...stay });
    for (const destination of ['New York', 'new york', 'JFK', 'LGA']) {
      expect(await search({ destination, ...stay })).toEqual(byMetro);
    }
    expect(byMetro[0]!.city).toBe('New York');
    // Destination pages link by their city, which need not have an airport of its own.
    const kyoto = await search({ destination: 'Kyoto', ...stay });
    expect(kyoto.length).toBeGreaterThanOrEqual(12);
    expect(kyoto.every((hotel) => hotel.city === 'Kyoto' && hotel.country === 'Japan')).toBe(true);
  });

  it('prices every room the party takes, and offers only rooms that sleep it', async () => {
    const twoRooms = await search({ destination: 'Lisbon', ...stay, guests: '4', rooms: '2' });
    for (const hotel of twoRooms) {
      expect(hotel.room.maxOccupancy * 2).toBeGreaterThanOrEqual(4);
      expect(Math.round(hotel.price.total * 100)).toBe(Math.round(hotel.price.perNight * 100) * 3 * 2);
    }
    const sixInOne = await search({ destination: 'Lisbon', ...stay, guests: '6', rooms: '1' });
    expect(sixInOne.every((hotel) => hotel.room.maxOccupancy === 6)).toBe(true);
    expect(sixInOne.length).toBeLessThan(twoRooms.length);
  });

  it('takes a check-in today and a 30-night stay', async () => {
    expect((await search({ destination: 'LIS', checkInDate: '2026-03-15', checkOutDate: '2026-04-14' })).length).toBe(
      (await search({ destination: 'LIS', ...stay })).length,
    );
  });

  it('answers an empty list for a place it does not know', async () => {
    expect(await search({ destination: 'Atlantis', ...stay })).toEqual([]);
    expect(await search({ destination: 'XYZ', ...stay })).toEqual([]);
  });

  it.each([
    [{ checkInDate: '12/06/2026' }, 'checkInDate', 'checkInDate: Invalid ISO date'],
    [{ checkOutDate: '2026-6-15' }, 'checkOutDate', 'checkOutDate: Invalid ISO date'],
    [{ checkInDate: '2026-03-14', checkOutDate: '2026-03-16' }, 'checkInDate', 'Check-in date cannot be in the past'],
    [{ checkOutDate: stay.checkInDate }, 'checkOutDate', 'checkOutDate: Check-out must be after check-in'],
    [{ checkOutDate: '2026-06-10' }, 'checkOutDate', 'checkOutDate: Check-out must be after check-in'],
    [{ checkOutDate: '2026-07-13' }, 'checkOutDate', 'checkOutDate: A stay can be at most 30 nights'],
    [{ guests: '0' }, 'guests', 'guests: Too small: expected number to be >=1'],
    [{ guests: '7' }, 'guests', 'guests: Too big: expected number to be <=6'],
    [{ rooms: '0' }, 'rooms', 'rooms: Too small: expected number to be >=1'],
    [{ rooms: '5' }, 'rooms', 'rooms: Too big: expected number to be <=4'],
    [{ currency: 'EUR' }, 'currency', 'currency: Invalid input: expected "USD"'],
    [{ destination: '' }, 'destination', 'destination: Destination is required'],
  ])('refuses %j with a 400 naming %s', async (change, field, message) => {
    const response = await get({ destination: 'PAR', ...stay, ...change });
    expect(response.status).toBe(400);
    const body = ErrorBody.parse(await response.json());
    expect(body.message).toBe(message);
    expect(body.issues?.map((issue) => issue.path[0])).toEqual([field]);
  });

  it('refuses a search without a destination', async () => {
    const response = await get(stay);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).issues?.[0]?.path).toEqual(['destination']);
  });
});

describe('GET /api/hotels/search when the hotel provider fails', () => {
  it('answers 502 with the provider’s reason', async () => {
    const failing: StayProvider = {
      name: 'duffel',
      deterministic: false,
      search: () =>
        Promise.reject(
          new DomainError('UpstreamFailed', 'provider_error', 'The hotel provider could not search this destination'),
        ),
    };
    const server = await startTestServer(testDatabases()[0]!, {}, { stays: failing });
    try {
      const response = await fetch(
        `${server.url}/api/hotels/search?destination=PAR&checkInDate=2026-06-12&checkOutDate=2026-06-15`,
      );
      expect(response.status).toBe(502);
      expect(ErrorBody.parse(await response.json()).message).toBe(
        'The hotel provider could not search this destination',
      );
    } finally {
      await server.close();
    }
  });
});
