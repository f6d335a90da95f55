import { DateTime } from 'luxon';
import type { Flight, FlightSearchResponse } from '@farewise/contracts';
import type { Airport } from '../airports/airport';
import type { AirportIndex } from '../airports/AirportIndex';
import { bestMonth, monthlyFares, OPTIMAL_ADVANCE_DAYS } from '../forecast/bestMonth';
import type { Cabin } from '../pricing/fare';
import { cheaperAlternatives } from './alternatives';
import { servesRoute } from './itineraries';

export interface FlightSearch {
  origin: Airport;
  destination: Airport;
  /** ISO date of the flights searched. */
  departureDate: string;
  cabin: Cabin;
  /** ISO date of the search. */
  today: string;
}

/** The cheapest one-way fare in USD on a route, departing on an ISO date when booked on another. */
export type CheapestFare = (
  origin: Airport,
  destination: Airport,
  departureDate: string,
  bookedOn: string,
  cabin: Cabin,
) => number;

/** The first Tuesday on or after the optimal booking window. */
export function defaultDepartureDate(today: string): string {
  const earliest = DateTime.fromISO(today, { zone: 'utc' }).plus({ days: OPTIMAL_ADVANCE_DAYS });
  return earliest.plus({ days: (2 - earliest.weekday + 7) % 7 }).toISODate()!;
}

/**
 * A flight search's answer (spec 01 §3): the flights (from the flight data provider, best value first; those of a
 * date window may depart on several dates, `departureDate` being the cheapest), and
 * - `priceStats`: `current`, the cheapest fare today; `lowest`, the lowest fare over the next 12 months;
 *   `predicted`, the fare the model expects at the best time to book this date (45 days out, or now if later);
 * - `recommendations`: the predicted best month, its saving against `current`, and a confidence;
 * - `alternatives`: cheaper airports near the destination that a carrier flies to from the origin.
 * All fares are USD per person, one way.
 */
export function searchFlights(
  search: FlightSearch,
  flights: Flight[],
  airports: AirportIndex,
  cheapest: CheapestFare,
): FlightSearchResponse {
  const date = search.departureDate;
  const current = Math.min(...flights.map((f) => f.price));

  const cheapestOn = (departureDate: string, bookedOn: string) =>
    cheapest(search.origin, search.destination, departureDate, bookedOn, search.cabin);
  const months = monthlyFares(cheapestOn, search.today);
  const idealBooking = DateTime.fromISO(date, { zone: 'utc' }).minus({ days: OPTIMAL_ADVANCE_DAYS });
  const bookedAtBest = DateTime.max(idealBooking, DateTime.fromISO(search.today, { zone: 'utc' })).toISODate()!;

  return {
    flights,
    priceStats: {
      current,
      lowest: Math.min(current, ...months.map((m) => m.fare)),
      predicted: cheapestOn(date, bookedAtBest),
    },
    recommendations: bestMonth(months, current),
    alternatives: cheaperAlternatives(search.origin, search.destination, airports.all, current, (airport) =>
      servesRoute(search.origin, airport, (code) => airports.get(code))
        ? cheapest(search.origin, airport, date, search.today, search.cabin)
        : undefined,
    ),
  };
}
