import { signedFor, unitFor } from '../pricing/seeded';
import { amenitiesFor } from './amenities';
import { cityProfile, type PeakNights } from './cityProfile';
import { hotelNames, streetAddress } from './names';
import { placeKey, type StayPlace } from './place';
import { roomsFor, type HotelRoom } from './rooms';

/**
 * USD per night of a standard double room at a 3.5-star hotel in a city at cost level 1 (Berlin, Barcelona),
 * before season, night of the week and noise.
 */
export const BASE_NIGHTLY_USD = 120;
/** Each star more multiplies the rate by this: a 5-star hotel asks about 2.5 times a 2.5-star one. */
const PER_STAR = 1.45;
/** Hotels of one rating in one city differ by up to ±12 %, seeded per hotel. */
const HOTEL_SPREAD = 0.12;
/** How many hotels a city has, inclusive. */
export const HOTELS_PER_CITY = { min: 12, max: 20 } as const;

/** One offline hotel: rating 2.5–5.0 with one decimal, the rooms it sells, and its base rate in USD per night. */
export interface StayHotel {
  id: string;
  name: string;
  rating: number;
  /** The street address, without the city. */
  address: string;
  amenities: string[];
  /** At least the standard double room. */
  rooms: HotelRoom[];
  /** The standard double room's nightly rate in USD before season, night of the week and noise. */
  baseRate: number;
}

/** A city's offline hotels and which nights its hotels charge most for. */
export interface StayInventory {
  place: StayPlace;
  peak: PeakNights;
  hotels: StayHotel[];
}

/**
 * The offline hotels of a city: 12–20 of them, seeded by the city (`placeKey`), so the same city always has the
 * same hotels. Ratings are uniform over 2.5–5.0; names, street addresses, amenities and rooms come from small fixed
 * lists (no real brands); the base rate is `BASE_NIGHTLY_USD` × the city's cost level × 1.45 per star above 3.5
 * × (1 ± 12 %) per hotel.
 */
export function stayInventory(place: StayPlace): StayInventory {
  const seed = placeKey(place);
  const { costLevel, peak } = cityProfile(place);
  const { min, max } = HOTELS_PER_CITY;
  const count = min + Math.floor(unitFor(`${seed}:count`) * (max - min + 1));
  const keys = Array.from({ length: count }, (_, i) => `${seed}#${i}`);
  const ratings = keys.map((key) => Math.round(25 + unitFor(`${key}:rating`) * 25) / 10);
  const names = hotelNames(seed, place.city, ratings);
  const idPrefix = `offline-${seed.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const hotels = keys.map((key, i) => {
    const rating = ratings[i]!;
    return {
      id: `${idPrefix}-${i + 1}`,
      name: names[i]!,
      rating,
      address: streetAddress(key, place.countryCode),
      amenities: amenitiesFor(key, rating),
      rooms: roomsFor(key, rating),
      baseRate:
        BASE_NIGHTLY_USD * costLevel * PER_STAR ** (rating - 3.5) * (1 + HOTEL_SPREAD * signedFor(`${key}:rate`)),
    };
  });
  return { place, peak, hotels };
}
