import type Router from '@koa/router';
import { AIRPORT_SEARCH, endpoints } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { mount } from '../http/endpoint';

/**
 * `GET /api/airports/search?q=` (spec 01 §7): up to 10 airports by IATA code, city, name or country, best first,
 * as `{ data: [{ iataCode, name, address: { cityName, countryName, countryCode } }] }`.
 * A `q` under 2 or over 64 characters is a 400.
 */
export function airportRoutes(router: Router, airports: AirportIndex): void {
  mount(router, endpoints.airportSearch, ({ query }) => ({
    data: airports.search(query.q, AIRPORT_SEARCH.maxResults).map((airport) => ({
      iataCode: airport.iataCode,
      name: airport.name,
      address: { cityName: airport.city, countryName: airport.country, countryCode: airport.countryCode },
    })),
  }));
}
