import type { HotelResult } from '@farewise/contracts';
import type { StayInventory } from './inventory';
import { sleepsParty } from './rooms';
import { nightlyRate, nightsOf, stayPrice } from './stayPrice';

/** What a hotel search asks for: ISO dates, check-out after check-in, and the party. */
export interface Stay {
  checkInDate: string;
  checkOutDate: string;
  /** Guests in all, 1–6. */
  guests: number;
  /** Rooms, 1–4: the party shares them. */
  rooms: number;
}

/**
 * The offline answer to a hotel search (spec 02 §3): each hotel of the inventory with its cheapest room type
 * whose `rooms` rooms sleep the guests between them, priced night by night (`stayPrice`, USD). A room type that
 * cannot sleep the party is left out, and so is a hotel with none that can. Inventory order; the caller sorts.
 * Offline hotels have no photos (`images` is empty) and no booking site: `bookingUrl` is '' and the UI shows a
 * demo-rates notice instead of a Book link; `provider` is 'offline'.
 */
export function offerStays(inventory: StayInventory, stay: Stay): HotelResult[] {
  const nights = nightsOf(stay.checkInDate, stay.checkOutDate);
  const { city, country } = inventory.place;
  return inventory.hotels.flatMap((hotel) => {
    // Rates differ between a hotel's rooms only by their factor, so the cheapest fitting room has the lowest.
    const [room] = hotel.rooms
      .filter((candidate) => sleepsParty(candidate, stay.guests, stay.rooms))
      .sort((a, b) => a.rateFactor - b.rateFactor);
    if (!room) return [];
    return [
      {
        id: hotel.id,
        hotelName: hotel.name,
        rating: hotel.rating,
        address: hotel.address,
        city,
        country,
        images: [],
        amenities: hotel.amenities,
        room: { type: room.type, maxOccupancy: room.maxOccupancy, description: room.description },
        price: stayPrice(
          nights.map((date) => nightlyRate(inventory, hotel, room, date)),
          stay.rooms,
        ),
        bookingUrl: '',
        provider: 'offline',
      },
    ];
  });
}

/** Hotels by nightly price, cheapest first; equal prices keep their order. */
export function cheapestFirst(hotels: readonly HotelResult[]): HotelResult[] {
  return [...hotels].sort((a, b) => a.price.perNight - b.price.perNight);
}
