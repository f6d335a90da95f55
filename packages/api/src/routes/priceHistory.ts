import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { FlightService } from '../services/FlightService';

/**
 * `GET /api/price-history/{route}` (spec 01 §7, route like `NYC-PAR`): a year of daily lowest fares and a 90-day
 * forecast, with the typical range, today's verdict and the buy/wait advice for `?departureDate=` (default 45
 * days out) under the risk setting `?risk=save|safe` (default `save`). 400 for an unknown or repeated code, a
 * departure date that is not in the future, or one past the last bookable day, 11 months ahead (`date_too_far`; see
 * `FlightService.priceHistory`).
 */
export function priceHistoryRoutes(router: Router, flights: FlightService): void {
  mount(router, endpoints.priceHistory, ({ params, query }) =>
    flights.priceHistory(params.route, query.departureDate, query.risk),
  );
}
