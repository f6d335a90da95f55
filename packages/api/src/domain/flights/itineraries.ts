import { DateTime, Duration } from 'luxon';
import type { Flight } from '@farewise/contracts';
import type { Airport } from '../airports/airport';
import { DomainError } from '../errors';
import { priceFare, type Cabin } from '../pricing/fare';
import { unitFor } from '../pricing/seeded';
import { routeOptions } from './routing';

/** A search for one day's flights. Dates are ISO dates; `bookedOn` is the day of the search. */
export interface ItineraryRequest {
  origin: Airport;
  destination: Airport;
  departureDate: string;
  bookedOn: string;
  cabin: Cabin;
}

const CRUISE_KMH = 830;
const TAXI_AND_CLIMB_MIN = 40;

/**
 * Block time in minutes: for each leg, cruise over its great-circle distance plus taxi and climb, and a 75–210
 * minute layover between legs; rounded to 5 minutes.
 */
export function blockMinutes(legsKm: readonly number[], seedKey: string): number {
  let minutes = 0;
  legsKm.forEach((km, leg) => {
    if (leg > 0) minutes += 75 + unitFor(`${seedKey}:layover:${leg - 1}`) * 135;
    minutes += (km / CRUISE_KMH) * 60 + TAXI_AND_CLIMB_MIN;
  });
  return Math.round(minutes / 5) * 5;
}

/** A route option on one day, keyed for its seeded noise, departure time and layover. */
function fareOptions(request: ItineraryRequest, lookup: (code: string) => Airport | undefined) {
  const day = `${request.origin.iataCode}-${request.destination.iataCode}:${request.departureDate}`;
  return routeOptions(request.origin, request.destination, lookup).map((option) => ({
    ...option,
    key: `${day}:${option.carrier.code}:${option.stops}`,
  }));
}

/** Whether any carrier flies a route, nonstop or with a connection (see `routeOptions`). */
export function servesRoute(
  origin: Airport,
  destination: Airport,
  lookup: (code: string) => Airport | undefined,
): boolean {
  return routeOptions(origin, destination, lookup).length > 0;
}

/**
 * The cheapest fare in USD on a route and day, without building the itineraries.
 * @throws DomainError NotFound `no_flights` for a route no carrier flies (see {@link servesRoute}).
 */
export function cheapestFare(request: ItineraryRequest, lookup: (code: string) => Airport | undefined): number {
  const options = fareOptions(request, lookup);
  if (options.length === 0) throw new DomainError('NotFound', 'no_flights', 'No flights serve this route');
  return Math.min(...options.map((option) => priceFare({ ...request, ...option })));
}

/**
 * One day's itineraries on a route, best value first: one per carrier and number of stops of `routeOptions`.
 * Departure and arrival times are in each airport's own time zone; durations follow each leg's distance; prices
 * (USD, one way per person) come from the pricing model.
 */
export function buildItineraries(
  request: ItineraryRequest,
  airlineName: (code: string) => string,
  lookup: (code: string) => Airport | undefined,
): Flight[] {
  const flights = fareOptions(request, lookup).map(({ key, carrier, stops, origin, destination, legsKm }): Flight => {
    const minutes = blockMinutes(legsKm, key);
    const departureMinute = 6 * 60 + Math.round((unitFor(`${key}:dep`) * 16 * 60) / 5) * 5;
    const departure = DateTime.fromISO(request.departureDate, { zone: origin.timeZone }).plus({
      minutes: departureMinute,
    });
    const arrival = departure.plus({ minutes }).setZone(destination.timeZone);
    return {
      id: `${origin.iataCode}-${destination.iataCode}-${request.departureDate}-${carrier.code}${stops}`,
      airline: airlineName(carrier.code),
      carrierCode: carrier.code,
      origin: origin.iataCode,
      destination: destination.iataCode,
      departureTime: departure.toISO({ suppressMilliseconds: true })!,
      arrivalTime: arrival.toISO({ suppressMilliseconds: true })!,
      date: request.departureDate,
      duration: Duration.fromObject({ minutes }).shiftTo('hours', 'minutes').toISO(),
      stops,
      price: priceFare({ ...request, origin, destination, carrier, stops }),
    };
  });
  return rankByValue(flights);
}

/** The cheapest of a day's itineraries: its price is {@link cheapestFare}'s. */
export function cheapestItinerary(
  request: ItineraryRequest,
  airlineName: (code: string) => string,
  lookup: (code: string) => Airport | undefined,
): Flight {
  return buildItineraries(request, airlineName, lookup).reduce((best, flight) =>
    flight.price < best.price ? flight : best,
  );
}

/** Best value first: price, plus USD 25 for every hour slower than the fastest option. */
export function rankByValue(flights: Flight[]): Flight[] {
  const minutes = (flight: Flight) =>
    typeof flight.duration === 'number' ? flight.duration : Duration.fromISO(flight.duration).as('minutes');
  const fastest = Math.min(...flights.map(minutes));
  const value = (flight: Flight) => flight.price + ((minutes(flight) - fastest) / 60) * 25;
  return [...flights].sort((a, b) => value(a) - value(b));
}
