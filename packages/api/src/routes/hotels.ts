import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { HotelService } from '../services/HotelService';

/**
 * `GET /api/hotels/search?destination=&checkInDate=&checkOutDate=[&guests=2&rooms=1&currency=USD]` (spec 02 §2, §3,
 * §7, §9): the destination's hotels, cheapest per night first, each `{ id, hotelName, rating (0–5), address, city,
 * country, images[], amenities[], room { type, maxOccupancy, description }, price { perNight, total, amount },
 * bookingUrl, provider }`. Prices are USD: `perNight` per room, `total` = `amount` = `perNight` × nights × rooms,
 * nights being the rounded-up day difference of the ISO (`yyyy-MM-dd`) dates. Offline hotels have no images and
 * an empty `bookingUrl`. An unknown destination answers 200 with `[]`.
 * 400 naming the field for a missing destination, a date not `yyyy-MM-dd`, a check-in before today
 * (`checkInDate`), a check-out not after check-in or over 30 nights later (`checkOutDate`), guests outside 1–6,
 * rooms outside 1–4, or a currency other than USD; 502 when a live provider fails (see `HotelService.search`).
 */
export function hotelRoutes(router: Router, hotels: HotelService): void {
  mount(router, endpoints.hotelSearch, ({ query }) => hotels.search(query));
}
