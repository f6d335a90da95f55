import { describe, expect, it } from 'vitest';
import { loadAirports } from '../../data/airports';
import { DESTINATIONS } from '../../data/destinations';
import { AirportIndex } from '../airports/AirportIndex';
import { AMENITIES } from './amenities';
import { cityProfile } from './cityProfile';
import { BASE_NIGHTLY_USD, HOTELS_PER_CITY, stayInventory } from './inventory';
import { resolveStayPlace, type StayPlace } from './place';

const airports = new AirportIndex(loadAirports());
const place = (destination: string) => resolveStayPlace(airports, destination, DESTINATIONS)!;
// The 60 curated destinations' cities, as their pages link to them: every continent, cost level and hemisphere.
const cities = DESTINATIONS.map((destination) => place(destination.city));
const inventories = cities.map(stayInventory);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('stayInventory', () => {
  it('is deterministic: the same city always has the same hotels', () => {
    expect(stayInventory(place('PAR'))).toEqual(stayInventory(place('Paris')));
    expect(stayInventory(place('LIS')).hotels).not.toEqual(stayInventory(place('MAD')).hotels);
  });

  it('gives every city 12–20 hotels with their own ids and names, and uses the whole range', () => {
    for (const { hotels } of inventories) {
      expect(hotels.length).toBeGreaterThanOrEqual(HOTELS_PER_CITY.min);
      expect(hotels.length).toBeLessThanOrEqual(HOTELS_PER_CITY.max);
      expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(hotels.length);
      expect(new Set(hotels.map((hotel) => hotel.name)).size).toBe(hotels.length);
    }
    const counts = new Set(inventories.map(({ hotels }) => hotels.length));
    expect(counts.has(HOTELS_PER_CITY.min) || counts.has(HOTELS_PER_CITY.min + 1)).toBe(true);
    expect(counts.has(HOTELS_PER_CITY.max) || counts.has(HOTELS_PER_CITY.max - 1)).toBe(true);
  });

  it('rates hotels 2.5–5.0 with one decimal, and names them to suit', () => {
    const hotels = inventories.flatMap((inventory) => inventory.hotels);
    for (const { rating } of hotels) {
      expect(rating).toBeGreaterThanOrEqual(2.5);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10) / 10).toBe(rating);
    }
    const luxury = hotels.filter((hotel) => hotel.rating >= 4.5);
    expect(luxury.every((hotel) => !/ (Inn|Guesthouse|Lodge)$/.test(hotel.name))).toBe(true);
    expect(hotels.some((hotel) => hotel.name.startsWith('Grand Hotel'))).toBe(true);
    expect(hotels.some((hotel) => hotel.name.endsWith(' Inn'))).toBe(true);
  });

  it('writes street addresses in the country’s style and names some hotels for their city', () => {
    const [paris, berlin, newYork] = [place('PAR'), place('BER'), place('NYC')].map(stayInventory);
    expect(paris!.hotels.every((hotel) => /^\d+ (Rue|Boulevard|Avenue|Place) /.test(hotel.address))).toBe(true);
    expect(berlin!.hotels.every((hotel) => /^\S+ \d+$/.test(hotel.address))).toBe(true);
    expect(newYork!.hotels.every((hotel) => /^\d+ [A-Z]/.test(hotel.address))).toBe(true);
    expect(paris!.hotels.some((hotel) => hotel.name.includes('Paris'))).toBe(true);
  });

  it('sells a standard double room in every hotel, and rooms for six in some', () => {
    const hotels = inventories.flatMap((inventory) => inventory.hotels);
    expect(hotels.every((hotel) => hotel.rooms.some((room) => room.type === 'Standard Double Room'))).toBe(true);
    expect(hotels.some((hotel) => hotel.rooms.some((room) => room.maxOccupancy === 6))).toBe(true);
    for (const room of hotels.flatMap((hotel) => hotel.rooms)) {
      expect(room.description).toMatch(/, private bathroom, about \d+ m²$/);
    }
  });

  it('draws amenities from the one list, in its order, with business amenities in some hotels', () => {
    const names = AMENITIES.map((amenity) => amenity.name);
    expect(names.length).toBeGreaterThanOrEqual(28);
    const hotels = inventories.flatMap((inventory) => inventory.hotels);
    for (const { amenities } of hotels) {
      const positions = amenities.map((amenity) => names.indexOf(amenity));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const business = hotels.filter((hotel) => hotel.amenities.some((amenity) => /business/i.test(amenity)));
    expect(business.length).toBeGreaterThan(hotels.length / 10);
    expect(business.length).toBeLessThan(hotels.length);
  });

  it('prices hotels by the city’s cost level and the rating, within plausible bounds', () => {
    const base = (city: StayPlace) => median(stayInventory(city).hotels.map((hotel) => hotel.baseRate));
    expect(base(place('PAR'))).toBeGreaterThan(base(place('BER')));
    expect(base(place('BER'))).toBeGreaterThan(base(place('BKK')));
    for (const { hotels } of inventories) {
      for (const { baseRate } of hotels) {
        expect(baseRate).toBeGreaterThan(BASE_NIGHTLY_USD * 0.2);
        expect(baseRate).toBeLessThan(BASE_NIGHTLY_USD * 4);
      }
      const best = hotels.reduce((a, b) => (a.rating > b.rating ? a : b));
      const worst = hotels.reduce((a, b) => (a.rating < b.rating ? a : b));
      if (best.rating - worst.rating >= 1) expect(best.baseRate).toBeGreaterThan(worst.baseRate);
    }
  });
});

describe('cityProfile', () => {
  it('takes the budget calculator’s city multipliers, else the country’s level, else the continent’s', () => {
    expect(cityProfile(place('PAR')).costLevel).toBe(1.4);
    expect(cityProfile(place('BKK')).costLevel).toBe(0.7);
    expect(cityProfile(place('NCE')).costLevel).toBe(1);
    expect(cityProfile({ ...place('NCE'), countryCode: 'XX' }).costLevel).toBe(0.85);
  });

  it('peaks leisure cities at weekends and business hubs on weekdays', () => {
    expect(cityProfile(place('PAR')).peak).toBe('weekend');
    expect(cityProfile(place('ZRH')).peak).toBe('weekday');
    expect(cityProfile(place('Frankfurt am Main')).peak).toBe('weekday');
  });
});
