import type Router from '@koa/router';
import { LRUCache } from 'lru-cache';
import { AIRPORT_SEARCH, endpoints, type AirportSearchResponse } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { admit, mount } from '../http/endpoint';

/**
 * `GET /api/airports/search?q=` (spec 01 §7): up to 10 airports by IATA code, city, name or country, best first,
 * as `{ data: [{ iataCode, name, address: { cityName, countryName, countryCode } }] }`.
 * A `q` under 2 or over 64 characters is a 400.
 */
export function airportRoutes(router: Router, airports: AirportIndex): void {
  // The index never changes while the server runs, and pickers send the same few prefixes again and again.
  const answers = new LRUCache<string, AirportSearchResponse>({ max: 5000 });
  mount(router, endpoints.airportSearch, ({ query }) => {
    const key = query.q.toLowerCase();
    let answer = answers.get(key);
    if (!answer) {
      answer = admit(endpoints.airportSearch, {
        data: airports.search(query.q, AIRPORT_SEARCH.maxResults).map((airport) => ({
          iataCode: airport.iataCode,
          name: airport.name,
          address: { cityName: airport.city, countryName: airport.country, countryCode: airport.countryCode },
        })),
      });
      answers.set(key, answer);
    }
    return answer;
  });
}
