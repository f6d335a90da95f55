import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { requireSelf, requireUser } from '../auth/session';
import { mount } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import type { NewPriceAlert, PriceAlertRepository } from '../repositories/priceAlerts';
import type { FareModel } from '../services/fareModel';
import { routeFare } from '../services/alertEvaluator';
import { resolveAirportPair } from './airportPair';

type CreateBody = NonNullable<ReturnType<typeof endpoints.createPriceAlert.body.parse>>;

/** Both create bodies as one alert: home's `{ route, targetPrice, active }` is a `below` alert at 10 %. */
function alertTerms(body: CreateBody) {
  if ('route' in body) {
    const [origin = '', destination = ''] = body.route.split(/\s*(?:->|-|→)\s*/);
    return {
      origin,
      destination,
      targetPrice: Number(body.targetPrice),
      alertType: 'below' as const,
      dropPercentage: 10,
      isActive: body.active,
    };
  }
  return { ...body, isActive: true };
}

const notFound = (id: number) => new HttpError(404, 'not_found', `No price alert ${id}`);

/**
 * Price alerts (spec 01 §7, spec 02 price alerts): `POST /api/price-alerts` from home results or the alerts page
 * (401 signed out; 400 for unknown or identical airports), `GET /api/users/{id}/price-alerts`, and
 * `PATCH` / `DELETE /api/price-alerts/{id}`. A new alert records today's route fare as its current and
 * reference price. Another user's alert is a 404.
 */
export function priceAlertRoutes(
  router: Router,
  alerts: PriceAlertRepository,
  airports: AirportIndex,
  fares: FareModel,
  now: () => Date,
): void {
  mount(router, endpoints.createPriceAlert, ({ body }, ctx) => {
    const user = requireUser(ctx, 'Sign in to create price alerts');
    const terms = alertTerms(body);
    const [origin, destination] = resolveAirportPair(
      airports,
      terms.origin.toUpperCase(),
      terms.destination.toUpperCase(),
    );
    const fare = routeFare(airports, fares, origin.iataCode, destination.iataCode, now())!;
    const alert: NewPriceAlert = {
      ...terms,
      origin: origin.iataCode,
      destination: destination.iataCode,
      referencePrice: fare,
      currentPrice: fare,
    };
    return alerts.create(user.id, alert, now());
  });

  mount(router, endpoints.priceAlerts, ({ params }, ctx) => alerts.listFor(requireSelf(ctx, params.id).id));

  mount(router, endpoints.updatePriceAlert, async ({ params, body }, ctx) => {
    const alert = await alerts.update(requireUser(ctx).id, params.id, body);
    if (!alert) throw notFound(params.id);
    return alert;
  });

  mount(router, endpoints.deletePriceAlert, async ({ params }, ctx) => {
    if (!(await alerts.delete(requireUser(ctx).id, params.id))) throw notFound(params.id);
    return { ok: true as const };
  });
}
