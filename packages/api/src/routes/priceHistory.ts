import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { endpoints } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { departureFor, HISTORY_DAYS, priceHistory, tripAdvice } from '../domain/forecast/history';
import { HttpError } from '../http/errors';
import { mount } from '../http/endpoint';
import type { PriceObservationRepository } from '../repositories/priceObservations';
import type { FareModel } from '../services/fareModel';
import type { ObservationBuffer } from '../services/observationBuffer';
import { resolveAirportPair } from './airportPair';

/**
 * `GET /api/price-history/{route}` (spec 01 §7, route like `NYC-PAR`): a daily series of the lowest fare for the
 * past 12 months (observed by searches where there were any, the model's back-cast elsewhere) and a 90-day
 * forecast, with the typical range, today's verdict and the buy/wait advice for `?departureDate=` (default 45 days
 * out). 400 for an unknown or repeated code, or a departure date that is not in the future.
 */
export function priceHistoryRoutes(
  router: Router,
  airports: AirportIndex,
  fares: FareModel,
  observations: PriceObservationRepository,
  pending: ObservationBuffer,
  now: () => Date,
): void {
  mount(router, endpoints.priceHistory, async ({ params, query }) => {
    const [originCode, destinationCode] = params.route.split('-') as [string, string];
    const [origin, destination] = resolveAirportPair(airports, originCode, destinationCode);
    const today = DateTime.fromJSDate(now(), { zone: 'utc' });
    const todayIso = today.toISODate()!;
    const departureDate = query.departureDate ?? departureFor(todayIso);
    if (departureDate <= todayIso) {
      throw new HttpError(400, 'date_in_past', 'Departure date must be after today');
    }
    const since = today.minus({ days: HISTORY_DAYS - 1 }).toISODate()!;
    await pending.flush();
    const observed = await observations.lowestByDay(params.route, since);
    const advice = tripAdvice(todayIso, departureDate, (bookedOn) =>
      fares.cheapest(origin, destination, departureDate, bookedOn),
    );
    return priceHistory(
      params.route,
      todayIso,
      observed,
      (day) => fares.cheapest(origin, destination, departureFor(day), day),
      advice,
    );
  });
}
