import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { currentUser } from '../auth/session';
import { mount } from '../http/endpoint';
import type { PriceAlertService } from '../services/PriceAlertService';

/**
 * Price alerts (spec 01 §7, spec 02 price alerts): `POST /api/price-alerts` from home results or the alerts page
 * (201; 200 with the existing alert when the user already has the same one; 401 signed out; 400 for unknown or
 * identical airports), `GET /api/users/{id}/price-alerts` (401 signed out, 403 for another user's id), and
 * `PATCH` / `DELETE /api/price-alerts/{id}`. Another user's alert is a 404.
 */
export function priceAlertRoutes(router: Router, alerts: PriceAlertService): void {
  mount(router, endpoints.createPriceAlert, async ({ body }, ctx) => {
    const { alert, created } = await alerts.create(currentUser(ctx), body);
    if (!created) ctx.status = 200;
    return alert;
  });
  mount(router, endpoints.priceAlerts, ({ params }, ctx) => alerts.list(currentUser(ctx), params.id));
  mount(router, endpoints.updatePriceAlert, ({ params, body }, ctx) =>
    alerts.update(currentUser(ctx), params.id, body),
  );
  mount(router, endpoints.deletePriceAlert, async ({ params }, ctx) => {
    await alerts.delete(currentUser(ctx), params.id);
    return { ok: true as const };
  });
}
