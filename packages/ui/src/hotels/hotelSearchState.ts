import { addDays, format, parseISO } from 'date-fns';
import {
  HOTELS,
  type AirportSuggestion,
  type HotelSearchFields,
  type HotelSearchQuery,
  type HotelSearchSubmission,
  type HotelsSearchParams,
} from '@farewise/contracts';

/** The stay a search without dates asks for (spec 02 §9): check-in today, check-out 3 days later. */
export function defaultStay(today: string): { checkInDate: string; checkOutDate: string } {
  return {
    checkInDate: today,
    checkOutDate: format(addDays(parseISO(today), HOTELS.defaultNights), 'yyyy-MM-dd'),
  };
}

/**
 * What `GET /api/hotels/search` is sent for a search (spec 02 §5, §7): its destination as given (IATA code or city
 * name; the API resolves it), its dates or the default stay, guests, rooms and USD. `null` without a destination,
 * since the query runs only with one.
 */
export function hotelQuery(search: HotelsSearchParams, today: string): HotelSearchQuery | null {
  if (!search.destination) return null;
  const stay = defaultStay(today);
  return {
    destination: search.destination,
    checkInDate: search.checkInDate ?? stay.checkInDate,
    checkOutDate: search.checkOutDate ?? stay.checkOutDate,
    guests: search.guests,
    rooms: search.rooms,
    currency: HOTELS.defaultCurrency,
  };
}

/** The form showing a search, with the place its destination resolved to (null until it has). */
export function hotelFormValues(
  search: HotelsSearchParams,
  destination: AirportSuggestion | null,
  today: string,
): HotelSearchFields {
  const stay = defaultStay(today);
  return {
    destination,
    checkInDate: search.checkInDate ?? stay.checkInDate,
    checkOutDate: search.checkOutDate ?? stay.checkOutDate,
    guests: search.guests,
    rooms: search.rooms,
    currency: HOTELS.defaultCurrency,
  };
}

/** The search a valid form submits: the destination as its IATA code; the result filter and sort kept. */
export function submittedHotelSearch(values: HotelSearchSubmission, previous: HotelsSearchParams): HotelsSearchParams {
  return {
    ...previous,
    destination: values.destination!.iataCode,
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    guests: values.guests,
    rooms: values.rooms,
  };
}
