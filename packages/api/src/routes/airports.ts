import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { FlightService } from '../services/FlightService';

/**
 * `GET /api/airports/search?q=` (spec 01 §7): up to 10 airports by IATA code, city, name or country, best first,
 * as `{ data: [{ iataCode, name, address: { cityName, countryName, countryCode } }] }`.
 * A `q` under 2 or over 64 characters is a 400.
 */
export function airportRoutes(router: Router, flights: FlightService): void {
  mount(router, endpoints.airportSearch, ({ query }) => flights.searchAirports(query.q));
}
