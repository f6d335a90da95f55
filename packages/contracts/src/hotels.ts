import { z } from 'zod';
import { HOTELS } from './constants';
import { IsoDate, queryInt } from './common';

/** Query of `GET /api/hotels/search` (spec 02 §7); dates are yyyy-MM-dd, check-out after check-in. */
export const HotelSearchQuery = z
  .object({
    destination: z.string().trim().min(1, 'Destination is required').max(64),
    checkInDate: IsoDate,
    checkOutDate: IsoDate,
    guests: queryInt(HOTELS.guests.min, HOTELS.guests.max).default(HOTELS.defaultGuests),
    rooms: queryInt(HOTELS.rooms.min, HOTELS.rooms.max).default(HOTELS.defaultRooms),
    currency: z.literal('USD').default('USD'),
  })
  .refine((q) => q.checkOutDate > q.checkInDate, {
    message: 'Check-out must be after check-in',
    path: ['checkOutDate'],
  });
export type HotelSearchQuery = z.input<typeof HotelSearchQuery>;

/** One hotel result (spec 02 §3). Prices are in the query's currency (USD). */
export const HotelResult = z.object({
  id: z.string(),
  hotelName: z.string(),
  rating: z.number().min(0).max(5),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  images: z.array(z.string()),
  amenities: z.array(z.string()),
  room: z.object({ type: z.string(), maxOccupancy: z.number().int().positive(), description: z.string() }),
  price: z.object({ perNight: z.number(), total: z.number(), amount: z.number() }),
  bookingUrl: z.string(),
  provider: z.string(),
});
export type HotelResult = z.infer<typeof HotelResult>;

/** Response of `GET /api/hotels/search`. */
export const HotelSearchResponse = z.array(HotelResult);
