import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { admit, mount } from '../http/endpoint';
import type { StatusService } from '../services/status';

// One admitted answer, sent as it is: the liveness probe does no work of its own.
const HEALTHY = admit(endpoints.health, { status: 'ok' });

/**
 * `GET /api/status` (spec 01 §7): providers, environment, database health and the server version. `GET /api/health`
 * (liveness, Kubernetes conventions): 200 `{ status: 'ok' }` while the process serves requests, without touching the
 * database. `GET /api/ready` (readiness): 200 `{ status: 'ready', database }` while the database answers; 503 with
 * Retry-After while it does not, or while the process shuts down.
 */
export function statusRoutes(router: Router, status: StatusService): void {
  mount(router, endpoints.status, () => status.report());
  mount(router, endpoints.health, () => HEALTHY);
  mount(router, endpoints.ready, () => status.ready());
}
