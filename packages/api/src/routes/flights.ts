import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { LRUCache } from 'lru-cache';
import { endpoints, type FlightSearchResponse } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { defaultDepartureDate, searchFlights } from '../domain/flights/search';
import { HttpError } from '../http/errors';
import { admit, mount } from '../http/endpoint';
import type { FlightDataProvider } from '../providers/FlightDataProvider';
import type { ObservationBuffer } from '../services/observationBuffer';
import type { FareModel } from '../services/fareModel';
import { resolveAirportPair } from './airportPair';

/** Fares are offered up to 11 months ahead (help center content, spec 02 §9). */
const MAX_MONTHS_AHEAD = 11;

/**
 * `GET /api/flights/search?origin=&destination=` with optional `departureDate`, `returnDate`, `travelers`, `cabin`
 * (spec 01 §7): the provider's flights, with price statistics, the best month and cheaper alternatives from the
 * pricing model, in USD per person. Each search records its lowest fare as an observation for the route's history.
 * 400 for an unknown IATA code, the same origin and destination, or a date in the past or over 11 months ahead;
 * 404 when no flight serves the date; 502 when a live provider fails.
 */
export function flightRoutes(
  router: Router,
  airports: AirportIndex,
  provider: FlightDataProvider,
  fares: FareModel,
  observations: ObservationBuffer,
  now: () => Date,
): void {
  // A deterministic provider's answer to a query is the same all day: keep recent ones (the observation is still recorded).
  const answers = new LRUCache<string, FlightSearchResponse>({ max: 2000 });
  mount(router, endpoints.flightSearch, async ({ query }) => {
    const [origin, destination] = resolveAirportPair(airports, query.origin, query.destination);
    const today = DateTime.fromJSDate(now(), { zone: 'utc' }).startOf('day');
    if (query.departureDate) {
      const departure = DateTime.fromISO(query.departureDate, { zone: 'utc' });
      if (departure < today) throw new HttpError(400, 'date_in_past', 'Departure date cannot be in the past');
      if (departure > today.plus({ months: MAX_MONTHS_AHEAD })) {
        throw new HttpError(400, 'date_too_far', `Flights are shown up to ${MAX_MONTHS_AHEAD} months ahead`);
      }
    }
    const search = {
      origin,
      destination,
      departureDate: query.departureDate ?? defaultDepartureDate(today.toISODate()!),
      bookedOn: today.toISODate()!,
      today: today.toISODate()!,
      cabin: query.cabin ?? 'economy',
      travelers: query.travelers ?? 1,
    };
    const key = [
      origin.iataCode,
      destination.iataCode,
      search.departureDate,
      search.cabin,
      search.travelers,
      search.today,
    ].join('|');
    let result = provider.deterministic ? answers.get(key) : undefined;
    if (!result) {
      const flights = await provider.offers(search);
      if (!flights.length) throw new HttpError(404, 'no_flights', 'No flights found on this date');
      result = admit(
        endpoints.flightSearch,
        searchFlights(search, flights, airports, (...args) => fares.cheapest(...args)),
      );
      if (provider.deterministic) answers.set(key, result);
    }
    observations.record({
      route: `${origin.iataCode}-${destination.iataCode}`,
      observedOn: search.today,
      departureDate: search.departureDate,
      lowestFare: result.priceStats.current,
    });
    return result;
  });
}
