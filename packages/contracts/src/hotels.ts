import { z } from 'zod/mini';
import { HOTELS } from './constants';
import { pickedAirport } from './airports';
import { IsoDate, queryInt } from './common';

const DAY_MS = 86_400_000;

/**
 * Nights of a stay (spec 02 §2, §9): the day difference between two ISO dates (`yyyy-MM-dd`), rounded up. The
 * same rule prices a stay on the server and labels it on the screen. Negative when check-out comes first.
 */
export function stayNights(checkInDate: string, checkOutDate: string): number {
  return Math.ceil((Date.parse(checkOutDate) - Date.parse(checkInDate)) / DAY_MS);
}

/** A hotel's tier by rating (spec 02 §9): 4.5+ Luxury, 4+ Premium, 3.5+ Standard, otherwise Budget. */
export type HotelTier = 'Luxury' | 'Premium' | 'Standard' | 'Budget';

/** The tier of a rating out of 5 (spec 02 §9); the screen labels hotels with it and the stay model names them. */
export function hotelTier(rating: number): HotelTier {
  if (rating >= 4.5) return 'Luxury';
  if (rating >= 4) return 'Premium';
  if (rating >= 3.5) return 'Standard';
  return 'Budget';
}

/** Query of `GET /api/hotels/search` (spec 02 §7); dates are yyyy-MM-dd, check-out after check-in. */
export const HotelSearchQuery = z
  .object({
    destination: z.string().check(z.trim(), z.minLength(1, 'Destination is required'), z.maxLength(64)),
    checkInDate: IsoDate,
    checkOutDate: IsoDate,
    guests: z._default(queryInt(HOTELS.guests.min, HOTELS.guests.max), HOTELS.defaultGuests),
    rooms: z._default(queryInt(HOTELS.rooms.min, HOTELS.rooms.max), HOTELS.defaultRooms),
    currency: z._default(z.literal('USD'), 'USD'),
  })
  .check(
    z.refine((q) => q.checkOutDate > q.checkInDate, {
      message: 'Check-out must be after check-in',
      path: ['checkOutDate'],
    }),
    z.refine((q) => stayNights(q.checkInDate, q.checkOutDate) <= HOTELS.maxNights, {
      message: `A stay can be at most ${HOTELS.maxNights} nights`,
      path: ['checkOutDate'],
    }),
  );
export type HotelSearchQuery = z.infer<typeof HotelSearchQuery>;

/** One hotel result (spec 02 §3). Prices are in the query's currency (USD). */
export const HotelResult = z.object({
  id: z.string(),
  hotelName: z.string(),
  rating: z.number().check(z.gte(0), z.lte(5)),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  images: z.array(z.string()),
  amenities: z.array(z.string()),
  room: z.object({
    type: z.string(),
    maxOccupancy: z.number().check(z.int(), z.positive()),
    description: z.string(),
  }),
  price: z.object({ perNight: z.number(), total: z.number(), amount: z.number() }),
  bookingUrl: z.string(),
  provider: z.string(),
});
export type HotelResult = z.infer<typeof HotelResult>;

/** Response of `GET /api/hotels/search`. */
export const HotelSearchResponse = z.array(HotelResult);

/**
 * The hotel search form's fields and checks for `today` (an ISO date) (spec 02 §5, §9): a destination picked from
 * the suggestions, a check-in from today on, a check-out after it and at most 30 nights later, guests 1–6, rooms
 * 1–4, USD. Empty dates read as unset, so the form can say which one is missing.
 */
export const hotelSearchFields = (today: string) =>
  z
    .object({
      destination: pickedAirport('Select a destination'),
      checkInDate: z.union([IsoDate, z.literal('')]).check(z.refine((date) => date !== '', 'Choose a check-in date')),
      checkOutDate: z.union([IsoDate, z.literal('')]).check(z.refine((date) => date !== '', 'Choose a check-out date')),
      guests: z.number().check(z.int(), z.gte(HOTELS.guests.min), z.lte(HOTELS.guests.max)),
      rooms: z.number().check(z.int(), z.gte(HOTELS.rooms.min), z.lte(HOTELS.rooms.max)),
      currency: z.literal('USD'),
    })
    .check(
      z.refine((f) => f.checkInDate === '' || f.checkInDate >= today, {
        message: 'Check-in cannot be in the past',
        path: ['checkInDate'],
      }),
      z.refine((f) => f.checkInDate === '' || f.checkOutDate === '' || f.checkOutDate > f.checkInDate, {
        message: 'Check-out must be after check-in',
        path: ['checkOutDate'],
      }),
      z.refine(
        (f) =>
          f.checkInDate === '' ||
          f.checkOutDate === '' ||
          stayNights(f.checkInDate, f.checkOutDate) <= HOTELS.maxNights,
        { message: `A stay can be at most ${HOTELS.maxNights} nights`, path: ['checkOutDate'] },
      ),
    );
export type HotelSearchFields = z.input<ReturnType<typeof hotelSearchFields>>;
export type HotelSearchSubmission = z.output<ReturnType<typeof hotelSearchFields>>;
