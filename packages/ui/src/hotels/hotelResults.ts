import type { HotelFilter, HotelResult, HotelSort, HotelTier } from '@farewise/contracts';
import type { Tone } from '../primitives/tone';

/** How each tier's badge reads. */
export const TIER_TONES: Record<HotelTier, Tone> = {
  Luxury: 'promote',
  Premium: 'info',
  Standard: 'neutral',
  Budget: 'positive',
};

/** A nightly price under this is "budget", in USD (spec 02 §9). */
export const BUDGET_PER_NIGHT = 200;
/** A rating from this up is "luxury" (spec 02 §9). */
export const LUXURY_RATING = 4.5;

const FILTERS: Record<HotelFilter, (hotel: HotelResult) => boolean> = {
  all: () => true,
  luxury: (hotel) => hotel.rating >= LUXURY_RATING,
  budget: (hotel) => hotel.price.perNight < BUDGET_PER_NIGHT,
  business: (hotel) => hotel.amenities.some((amenity) => amenity.toLowerCase().includes('business')),
};

const SORTS: Record<HotelSort, (a: HotelResult, b: HotelResult) => number> = {
  price: (a, b) => a.price.perNight - b.price.perNight,
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => a.hotelName.localeCompare(b.hotelName, 'en'),
};

/**
 * The hotels a traveller sees (spec 02 §9): those passing `filter` (luxury: rating 4.5+; budget: under $200 a
 * night; business: an amenity naming business), ordered by `sort` (price ascending, rating descending, or name).
 * The sort is stable, so ties keep the API's order. Returns a new array.
 */
export function visibleHotels(hotels: readonly HotelResult[], filter: HotelFilter, sort: HotelSort): HotelResult[] {
  return hotels.filter(FILTERS[filter]).sort(SORTS[sort]);
}

/** The filter choices as the results' select shows them. */
export const HOTEL_FILTER_OPTIONS = [
  { value: 'all', label: 'All hotels' },
  { value: 'luxury', label: 'Luxury (4.5+)' },
  { value: 'budget', label: `Budget (under $${BUDGET_PER_NIGHT}/night)` },
  { value: 'business', label: 'Business amenities' },
] as const satisfies readonly { value: HotelFilter; label: string }[];

/** The sort choices as the results' select shows them. */
export const HOTEL_SORT_OPTIONS = [
  { value: 'price', label: 'Price: low to high' },
  { value: 'rating', label: 'Rating: high to low' },
  { value: 'name', label: 'Name: A to Z' },
] as const satisfies readonly { value: HotelSort; label: string }[];
