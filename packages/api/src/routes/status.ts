import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { StatusService } from '../services/status';

/** `GET /api/status` (spec 01 §7): providers, environment, database health and the server version. */
export function statusRoutes(router: Router, status: StatusService): void {
  mount(router, endpoints.status, () => status.report());
}
