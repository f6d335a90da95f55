import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { endpoints } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { departureFor, HISTORY_DAYS, priceHistory } from '../domain/forecast/history';
import { mount } from '../http/endpoint';
import type { PriceObservationRepository } from '../repositories/priceObservations';
import type { FareModel } from '../services/fareModel';
import type { ObservationBuffer } from '../services/observationBuffer';
import { resolveAirportPair } from './airportPair';

/**
 * `GET /api/price-history/{route}` (spec 01 §7, route like `NYC-PAR`): a daily series of the lowest fare for the
 * past 12 months (observed by searches where there were any, the model's back-cast elsewhere) and a 90-day
 * forecast, with the typical range, today's verdict and buy/wait advice. 400 for an unknown or repeated code.
 */
export function priceHistoryRoutes(
  router: Router,
  airports: AirportIndex,
  fares: FareModel,
  observations: PriceObservationRepository,
  pending: ObservationBuffer,
  now: () => Date,
): void {
  mount(router, endpoints.priceHistory, async ({ params }) => {
    const [originCode, destinationCode] = params.route.split('-') as [string, string];
    const [origin, destination] = resolveAirportPair(airports, originCode, destinationCode);
    const today = DateTime.fromJSDate(now(), { zone: 'utc' });
    const since = today.minus({ days: HISTORY_DAYS - 1 }).toISODate()!;
    await pending.flush();
    const observed = await observations.lowestByDay(params.route, since);
    return priceHistory(params.route, today.toISODate()!, observed, (day) =>
      fares.cheapest(origin, destination, departureFor(day), day),
    );
  });
}
