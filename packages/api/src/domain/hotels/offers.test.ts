import { describe, expect, it } from 'vitest';
import { HotelResult, stayNights } from '@farewise/contracts';
import { loadAirports } from '../../data/airports';
import { DESTINATIONS } from '../../data/destinations';
import { AirportIndex } from '../airports/AirportIndex';
import { stayInventory } from './inventory';
import { cheapestFirst, offerStays, type Stay } from './offers';
import { resolveStayPlace } from './place';
import { sleepsParty } from './rooms';
import { nightlyRate, nightsOf, stayPrice } from './stayPrice';

const airports = new AirportIndex(loadAirports());
const lisbon = stayInventory(resolveStayPlace(airports, 'Lisbon', DESTINATIONS)!);
const stay = (party: Partial<Stay> = {}): Stay => ({
  checkInDate: '2026-06-11',
  checkOutDate: '2026-06-15',
  guests: 2,
  rooms: 1,
  ...party,
});
const hotelOf = (result: HotelResult) => lisbon.hotels.find((hotel) => hotel.id === result.id)!;

describe('offerStays', () => {
  it('answers each hotel as a contract hotel result, offline: no images, no booking site', () => {
    const results = offerStays(lisbon, stay());
    expect(results).toHaveLength(lisbon.hotels.length);
    for (const result of results) {
      expect(HotelResult.parse(result)).toEqual(result);
      expect(result).toMatchObject({
        city: 'Lisbon',
        country: 'Portugal',
        images: [],
        bookingUrl: '',
        provider: 'offline',
      });
    }
  });

  it('prices the stay night by night: the mean nightly rate per night, times nights and rooms in all', () => {
    const party = stay({ rooms: 2, guests: 3 });
    for (const result of offerStays(lisbon, party)) {
      const hotel = hotelOf(result);
      const room = hotel.rooms.find((candidate) => candidate.type === result.room.type)!;
      const rates = nightsOf(party.checkInDate, party.checkOutDate).map((date) =>
        nightlyRate(lisbon, hotel, room, date),
      );
      expect(result.price).toEqual(stayPrice(rates, 2));
      const nights = stayNights(party.checkInDate, party.checkOutDate);
      expect(Math.round(result.price.total * 100)).toBe(Math.round(result.price.perNight * 100) * nights * 2);
    }
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [6, 1],
    [3, 2],
    [6, 2],
    [5, 4],
  ])(
    'offers %i guests in %i rooms the cheapest room that sleeps them, and leaves out hotels without one',
    (guests, rooms) => {
      const results = offerStays(lisbon, stay({ guests, rooms }));
      const offered = new Set(results.map((result) => result.id));
      for (const hotel of lisbon.hotels) {
        const fitting = hotel.rooms.filter((room) => sleepsParty(room, guests, rooms));
        expect(offered.has(hotel.id)).toBe(fitting.length > 0);
      }
      for (const result of results) {
        expect(rooms * result.room.maxOccupancy).toBeGreaterThanOrEqual(guests);
        const cheapest = Math.min(
          ...hotelOf(result)
            .rooms.filter((room) => sleepsParty(room, guests, rooms))
            .map((room) => room.rateFactor),
        );
        expect(hotelOf(result).rooms.find((room) => room.type === result.room.type)!.rateFactor).toBe(cheapest);
      }
    },
  );

  it('has rooms for a small party everywhere and for six in one room only in some hotels', () => {
    expect(offerStays(lisbon, stay({ guests: 2 }))).toHaveLength(lisbon.hotels.length);
    expect(offerStays(lisbon, stay({ guests: 6 })).length).toBeLessThan(lisbon.hotels.length);
  });
});

describe('cheapestFirst', () => {
  it('sorts by nightly price without changing its input', () => {
    const results = offerStays(lisbon, stay());
    const sorted = cheapestFirst(results);
    expect(sorted.map((result) => result.price.perNight)).toEqual(
      results.map((result) => result.price.perNight).sort((a, b) => a - b),
    );
    expect(results.map((result) => result.id)).toEqual(lisbon.hotels.map((hotel) => hotel.id));
  });
});
