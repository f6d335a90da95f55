import { Duffel } from '@duffel/api';
import type { StaysRoom, StaysSearchResult } from '@duffel/api/types';
import { stayNights, type HotelResult } from '@farewise/contracts';
import { cheapestFirst } from '../domain/hotels/offers';
import { roundCents } from '../domain/money';
import { currencyFailure, duffelFailure } from './duffelFailures';
import type { StayProvider, StayQuery } from './StayProvider';

/** Hotels are searched within this many kilometres of the middle of the city's airports. */
const SEARCH_RADIUS_KM = 15;
/** A live search can return hundreds of hotels; the results page shows the cheapest. */
const MAX_HOTELS = 50;

const BOARD: Record<StaysRoom['rates'][number]['board_type'], string> = {
  room_only: 'Room only',
  breakfast: 'Breakfast included',
  half_board: 'Half board',
  full_board: 'Full board',
  all_inclusive: 'All inclusive',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The room whose rate is the result's cheapest, when the search answered with rooms (it may not). */
function cheapestRoom(rooms: readonly StaysRoom[]) {
  return rooms
    .flatMap((room) => room.rates.map((rate) => ({ room, rate })))
    .sort((a, b) => Number(a.rate.total_amount) - Number(b.rate.total_amount))[0];
}

/**
 * One Duffel Stays search result as a Farewise hotel, or `undefined` when it is not priced in USD.
 * `price.total` and `price.amount` are Duffel's cheapest rate for every night and room (its `total_amount`);
 * `perNight` is that total per night and room, to the cent. The room is the one holding that rate: its name,
 * beds and board; a result without rooms says "Room". `maxOccupancy` is the party's share of a room (the search
 * was for this party). The rating is the star rating, else the 1–10 review score halved, else 0. Duffel Stays
 * has no public booking page (bookings go through its API, which Farewise does not call), so `bookingUrl` is ''.
 * Source: Duffel API v2, "Search Result" and "Accommodation" (duffel.com/docs/api).
 */
function hotelFromSearchResult(result: StaysSearchResult): HotelResult | undefined {
  if (result.cheapest_rate_currency !== 'USD') return undefined;
  const { accommodation } = result;
  const { address } = accommodation.location;
  const total = roundCents(Number(result.cheapest_rate_total_amount));
  const nights = stayNights(result.check_in_date, result.check_out_date);
  const cheapest = cheapestRoom(accommodation.rooms);
  const beds = cheapest?.room.beds?.map(({ count, type }) => `${count} ${type} bed${count > 1 ? 's' : ''}`) ?? [];
  const rating =
    accommodation.rating ?? (accommodation.review_score === null ? 0 : Math.round(accommodation.review_score * 5) / 10);
  return {
    id: accommodation.id,
    hotelName: accommodation.name,
    rating,
    address: address.line_one,
    city: address.city_name,
    country: countryNames.of(address.country_code) ?? address.country_code,
    images: accommodation.photos?.map((photo) => photo.url) ?? [],
    amenities: accommodation.amenities?.map((amenity) => amenity.description) ?? [],
    room: {
      type: cheapest?.room.name ?? 'Room',
      maxOccupancy: Math.ceil(result.guests.length / result.rooms),
      description: [beds.join(', '), cheapest ? BOARD[cheapest.rate.board_type] : ''].filter(Boolean).join(' · '),
    },
    price: { perNight: roundCents(total / (nights * result.rooms)), total, amount: total },
    bookingUrl: '',
    provider: 'duffel',
  };
}

/**
 * Live hotels from Duffel Stays (`@duffel/api`): one location search around the city per query, all guests
 * adults, the cheapest 50 USD results. `basePath` points the client elsewhere (tests replay recorded answers on
 * loopback).
 */
export class DuffelStaysProvider implements StayProvider {
  readonly name = 'duffel';
  readonly deterministic = false;
  private readonly client: Duffel;

  constructor(token: string, basePath?: string) {
    this.client = new Duffel({ token, basePath, source: 'farewise' });
  }

  async search(query: StayQuery): Promise<HotelResult[]> {
    let results: StaysSearchResult[];
    try {
      const answer = await this.client.stays.search({
        location: {
          radius: SEARCH_RADIUS_KM,
          geographic_coordinates: { latitude: query.place.latitude, longitude: query.place.longitude },
        },
        check_in_date: query.checkInDate,
        check_out_date: query.checkOutDate,
        rooms: query.rooms,
        guests: Array.from({ length: query.guests }, () => ({ type: 'adult' as const })),
      });
      results = answer.data.results;
    } catch (error) {
      throw duffelFailure(error, 'The hotel provider could not search this destination');
    }
    const hotels = results.flatMap((result) => hotelFromSearchResult(result) ?? []);
    if (results.length && !hotels.length) {
      throw currencyFailure('The hotel provider priced this stay', results[0]!.cheapest_rate_currency);
    }
    return cheapestFirst(hotels).slice(0, MAX_HOTELS);
  }
}
