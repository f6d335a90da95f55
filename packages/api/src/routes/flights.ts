import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { FlightService } from '../services/FlightService';

/**
 * `GET /api/flights/search?origin=&destination=` with optional `departureDate`, `returnDate`, `travelers`, `cabin`
 * (spec 01 §7): flights with price statistics, the best month and cheaper alternatives, in USD per person.
 * 400 for an unknown IATA code, the same origin and destination, or a date in the past or over 11 months ahead;
 * 404 when no flight serves the date; 502 when a live provider fails (see `FlightService.search`).
 *
 * `GET /api/price-calendar?origin=&destination=&month=YYYY-MM[&tripNights=1–30]`: one entry per day of the month
 * with its fare in USD per person, level, trend and deal labels, and the 3 cheapest days; 400 naming the field for
 * bad input, or for a month before this one or over 11 months ahead (see `FlightService.priceCalendar`).
 *
 * `GET /api/price-grid?origin=&destination=&departureDate=&returnDate=`: 7 × 7 round-trip fares around the two dates
 * and the cheapest cell; 400 naming the field, or for a departure in the past or over 11 months ahead.
 *
 * `POST /api/flights/flexible-search` with the flexible search request (spec 01 §3): up to 30 options, cheapest
 * first, and the month's price calendar; 400 naming the field, or for a month or date out of range (see
 * `FlightService.flexibleSearch`).
 */
export function flightRoutes(router: Router, flights: FlightService): void {
  mount(router, endpoints.flightSearch, ({ query }) => flights.search(query));
  mount(router, endpoints.priceCalendar, ({ query }) => flights.priceCalendar(query));
  mount(router, endpoints.priceGrid, ({ query }) => flights.priceGrid(query));
  mount(router, endpoints.flexibleSearch, ({ body }, ctx) => {
    // A search creates nothing: 200, not POST's usual 201.
    ctx.status = 200;
    return flights.flexibleSearch(body);
  });
}
