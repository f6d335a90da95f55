import { DateTime, Duration } from 'luxon';
import type { Flight } from '@farewise/contracts';
import type { Airport } from '../airports/airport';
import { carriersForRoute, fliesNonstop, type Carrier } from '../pricing/carriers';
import { priceFare, type Cabin } from '../pricing/fare';
import { distanceKm, haulBand } from '../pricing/geo';
import { pickFor, unitFor } from '../pricing/seeded';

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
const MAX_CARRIERS = 6;
/** A connection flies about 8 % further than the great circle. */
const DETOUR = 1.08;

/** The airport a flight really uses: a metro code (NYC) resolves to one of its airports, chosen per carrier. */
function concreteAirport(airport: Airport, key: string, lookup: (code: string) => Airport | undefined): Airport {
  if (!airport.airports?.length) return airport;
  return lookup(pickFor(key, airport.airports)) ?? airport;
}

/** Block time in minutes: cruise over the (detoured) distance, taxi and climb, and a 75–210 minute layover per stop. */
export function blockMinutes(km: number, stops: number, seedKey: string): number {
  const flying = ((km * (stops ? DETOUR : 1)) / CRUISE_KMH) * 60 + TAXI_AND_CLIMB_MIN * (stops + 1);
  let layovers = 0;
  for (let i = 0; i < stops; i += 1) layovers += 75 + unitFor(`${seedKey}:layover:${i}`) * 135;
  return Math.round((flying + layovers) / 5) * 5;
}

interface FareOption {
  key: string;
  carrier: Carrier;
  stops: 0 | 1 | 2;
  origin: Airport;
  destination: Airport;
}

/**
 * The ways to fly a route on a day: up to six plausible carriers (a seeded choice per route and date), each
 * nonstop where both ends are large airports and the distance allows, and with connections on longer routes.
 */
function fareOptions(request: ItineraryRequest, lookup: (code: string) => Airport | undefined): FareOption[] {
  const km = distanceKm(request.origin, request.destination);
  const band = haulBand(km);
  const route = `${request.origin.iataCode}-${request.destination.iataCode}:${request.departureDate}`;
  const carriers = [...carriersForRoute(request.origin.continent, request.destination.continent, band)]
    .sort((a, b) => unitFor(`${route}:${a.code}`) - unitFor(`${route}:${b.code}`))
    .slice(0, MAX_CARRIERS);
  const nonstopPossible = km < 15_500 && request.origin.size !== 'medium' && request.destination.size !== 'medium';
  return carriers.flatMap((carrier) => {
    const nonstop = nonstopPossible && fliesNonstop(carrier, request.origin, request.destination);
    const stopOptions: Array<0 | 1 | 2> = [];
    if (nonstop) stopOptions.push(0);
    if (band !== 'short' || !nonstop) stopOptions.push(1);
    if (band === 'ultra') stopOptions.push(2);
    return stopOptions.map((stops) => {
      const key = `${route}:${carrier.code}:${stops}`;
      return {
        key,
        carrier,
        stops,
        origin: concreteAirport(request.origin, `${key}:from`, lookup),
        destination: concreteAirport(request.destination, `${key}:to`, lookup),
      };
    });
  });
}

/** The cheapest fare in USD on a route and day, without building the itineraries. */
export function cheapestFare(request: ItineraryRequest, lookup: (code: string) => Airport | undefined): number {
  return Math.min(...fareOptions(request, lookup).map((option) => priceFare({ ...request, ...option })));
}

/**
 * One day's itineraries on a route, best value first. Departure and arrival times are in each airport's own
 * time zone; prices come from the pricing model.
 */
export function buildItineraries(
  request: ItineraryRequest,
  airlineName: (code: string) => string,
  lookup: (code: string) => Airport | undefined,
): Flight[] {
  const km = distanceKm(request.origin, request.destination);
  const flights = fareOptions(request, lookup).map(({ key, carrier, stops, origin, destination }): Flight => {
    const minutes = blockMinutes(km, stops, key);
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
