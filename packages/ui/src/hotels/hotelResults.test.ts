import { describe, expect, it } from 'vitest';
import type { HotelResult } from '@farewise/contracts';
import { visibleHotels } from './hotelResults';

const hotel = (hotelName: string, rating: number, perNight: number, amenities: string[] = []): HotelResult => ({
  id: hotelName,
  hotelName,
  rating,
  address: '1 Rue de Rivoli',
  city: 'Paris',
  country: 'France',
  images: [],
  amenities,
  room: { type: 'Double', maxOccupancy: 2, description: 'A double room' },
  price: { perNight, total: perNight * 3, amount: perNight * 3 },
  bookingUrl: '',
  provider: 'offline',
});

describe('visibleHotels (spec 02 §9)', () => {
  const ritz = hotel('Ritz', 4.8, 950, ['Spa', 'Business Center']);
  const ibis = hotel('Ibis', 3.2, 89);
  const novotel = hotel('Novotel', 4.1, 199.99, ['Free Wi-Fi', 'business lounge']);
  const marais = hotel('Marais Suites', 4.5, 200);
  const all = [ritz, ibis, novotel, marais];
  const names = (hotels: HotelResult[]) => hotels.map((h) => h.hotelName);

  it('filters luxury from a 4.5 rating, budget under $200 a night, business by amenity name', () => {
    expect(names(visibleHotels(all, 'luxury', 'name'))).toEqual(['Marais Suites', 'Ritz']);
    expect(names(visibleHotels(all, 'budget', 'price'))).toEqual(['Ibis', 'Novotel']);
    expect(names(visibleHotels(all, 'business', 'name'))).toEqual(['Novotel', 'Ritz']);
    expect(visibleHotels(all, 'all', 'price')).toHaveLength(4);
  });

  it('sorts by nightly price up, rating down, or name', () => {
    expect(names(visibleHotels(all, 'all', 'price'))).toEqual(['Ibis', 'Novotel', 'Marais Suites', 'Ritz']);
    expect(names(visibleHotels(all, 'all', 'rating'))).toEqual(['Ritz', 'Marais Suites', 'Novotel', 'Ibis']);
    expect(names(visibleHotels(all, 'all', 'name'))).toEqual(['Ibis', 'Marais Suites', 'Novotel', 'Ritz']);
  });

  it('leaves the given list as it was', () => {
    visibleHotels(all, 'budget', 'name');
    expect(names(all)).toEqual(['Ritz', 'Ibis', 'Novotel', 'Marais Suites']);
  });
});
