import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { FlightService } from '../services/FlightService';

/**
 * `GET /api/flights/search?origin=&destination=` with optional `departureDate`, `returnDate`, `travelers`, `cabin`
 * (spec 01 §7): flights with price statistics, the best month and cheaper alternatives, in USD per person.
 * 400 for an unknown IATA code, the same origin and destination, or a date in the past or over 11 months ahead;
 * 404 when no flight serves the date; 502 when a live provider fails (see `FlightService.search`).
 */
export function flightRoutes(router: Router, flights: FlightService): void {
  mount(router, endpoints.flightSearch, ({ query }) => flights.search(query));
}
