import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { LRUCache } from 'lru-cache';
import { endpoints, type FlightSearchResponse } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { searchFlights } from '../domain/flights/search';
import { HttpError } from '../http/errors';
import { mount } from '../http/endpoint';
import type { ObservationBuffer } from '../services/observationBuffer';
import type { FareModel } from '../services/fareModel';
import { resolveAirportPair } from './airportPair';

/** Fares are offered up to 11 months ahead (help center content, spec 02 §9). */
const MAX_MONTHS_AHEAD = 11;

/**
 * `GET /api/flights/search?origin=&destination=` with optional `departureDate`, `returnDate`, `travelers`, `cabin`
 * (spec 01 §7): flights, price statistics, the best month and cheaper alternatives, in USD per person. Each search
 * records its lowest fare as an observation for the route's price history.
 * 400 for an unknown IATA code, the same origin and destination, or a date in the past or over 11 months ahead.
 */
export function flightRoutes(
  router: Router,
  airports: AirportIndex,
  airlineName: (code: string) => string,
  fares: FareModel,
  observations: ObservationBuffer,
  now: () => Date,
): void {
  // The model's answer to a query is the same all day: keep recent ones (the observation is still recorded).
  const answers = new LRUCache<string, FlightSearchResponse>({ max: 2000 });
  mount(router, endpoints.flightSearch, ({ query }) => {
    const [origin, destination] = resolveAirportPair(airports, query.origin, query.destination);
    const today = DateTime.fromJSDate(now(), { zone: 'utc' }).startOf('day');
    if (query.departureDate) {
      const departure = DateTime.fromISO(query.departureDate, { zone: 'utc' });
      if (departure < today) throw new HttpError(400, 'date_in_past', 'Departure date cannot be in the past');
      if (departure > today.plus({ months: MAX_MONTHS_AHEAD })) {
        throw new HttpError(400, 'date_too_far', `Flights are shown up to ${MAX_MONTHS_AHEAD} months ahead`);
      }
    }
    const key = [
      origin.iataCode,
      destination.iataCode,
      query.departureDate ?? '',
      query.cabin ?? 'economy',
      today.toISODate(),
    ].join('|');
    const result =
      answers.get(key) ??
      searchFlights(
        {
          origin,
          destination,
          departureDate: query.departureDate,
          cabin: query.cabin ?? 'economy',
          today: today.toISODate()!,
        },
        airports,
        airlineName,
        (...args) => fares.cheapest(...args),
      );
    answers.set(key, result);
    observations.record({
      route: `${origin.iataCode}-${destination.iataCode}`,
      observedOn: today.toISODate()!,
      departureDate: result.flights[0]!.date,
      lowestFare: result.priceStats.current,
    });
    return result;
  });
}
