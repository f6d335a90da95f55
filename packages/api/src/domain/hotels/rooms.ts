import { unitFor } from '../pricing/seeded';

/** One kind of room a hotel sells. */
interface RoomType {
  type: string;
  /** Guests one room sleeps. */
  maxOccupancy: number;
  /** The beds and what else the room has, for the result's description. */
  beds: string;
  /** Floor area in m² at a 3.5-star hotel; better hotels have larger rooms. */
  area: number;
  /** Nightly rate as a multiple of the hotel's standard double room. */
  rateFactor: number;
  /** Hotels rated in this range (inclusive) may sell it. */
  ratings: readonly [min: number, max: number];
  /** Chance that such a hotel sells it. */
  chance: number;
}

/** The room catalogue. Every hotel sells the standard double; the rest by rating and seeded chance. */
const ROOM_TYPES: readonly RoomType[] = [
  {
    type: 'Standard Double Room',
    maxOccupancy: 2,
    beds: 'One double bed',
    area: 20,
    rateFactor: 1,
    ratings: [0, 5],
    chance: 1,
  },
  {
    type: 'Single Room',
    maxOccupancy: 1,
    beds: 'One single bed',
    area: 13,
    rateFactor: 0.78,
    ratings: [0, 3.9],
    chance: 0.6,
  },
  {
    type: 'Twin Room',
    maxOccupancy: 2,
    beds: 'Two single beds',
    area: 21,
    rateFactor: 1.03,
    ratings: [0, 5],
    chance: 0.6,
  },
  {
    type: 'Triple Room',
    maxOccupancy: 3,
    beds: 'A double and a single bed',
    area: 26,
    rateFactor: 1.32,
    ratings: [0, 4.2],
    chance: 0.45,
  },
  {
    type: 'Family Room',
    maxOccupancy: 4,
    beds: 'A double bed and two singles',
    area: 32,
    rateFactor: 1.55,
    ratings: [0, 5],
    chance: 0.4,
  },
  {
    type: 'Superior King Room',
    maxOccupancy: 2,
    beds: 'One king bed and a seating area',
    area: 26,
    rateFactor: 1.25,
    ratings: [3.5, 5],
    chance: 0.7,
  },
  {
    type: 'Junior Suite',
    maxOccupancy: 3,
    beds: 'One king bed and a sofa bed in a separate lounge',
    area: 40,
    rateFactor: 1.85,
    ratings: [4, 5],
    chance: 0.6,
  },
  {
    type: 'Two-Bedroom Suite',
    maxOccupancy: 6,
    beds: 'Two bedrooms with king beds and a sofa bed in the lounge',
    area: 75,
    rateFactor: 2.9,
    ratings: [4.3, 5],
    chance: 0.5,
  },
  {
    type: 'Apartment',
    maxOccupancy: 6,
    beds: 'Two bedrooms, a sofa bed and a kitchenette',
    area: 60,
    rateFactor: 2.2,
    ratings: [0, 3.6],
    chance: 0.25,
  },
];

/** A room a hotel sells: its type, the guests it sleeps, a description, and its rate factor. */
export interface HotelRoom {
  type: string;
  maxOccupancy: number;
  description: string;
  rateFactor: number;
}

/**
 * The rooms a hotel rated `rating` sells, in catalogue order, drawn with `seed` (the hotel's key). Room areas grow
 * about 8 % per star above 3.5.
 */
export function roomsFor(seed: string, rating: number): HotelRoom[] {
  return ROOM_TYPES.filter(
    ({ type, ratings: [min, max], chance }) =>
      rating >= min && rating <= max && unitFor(`${seed}:room:${type}`) < chance,
  ).map(({ type, maxOccupancy, beds, area, rateFactor }) => ({
    type,
    maxOccupancy,
    description: `${beds}, private bathroom, about ${Math.round(area * (1 + 0.08 * (rating - 3.5)))} m²`,
    rateFactor,
  }));
}

/** Whether `rooms` rooms of this kind sleep `guests` guests between them. */
export function sleepsParty(room: Pick<HotelRoom, 'maxOccupancy'>, guests: number, rooms: number): boolean {
  return rooms * room.maxOccupancy >= guests;
}
