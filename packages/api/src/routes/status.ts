import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { mount } from '../http/endpoint';
import { describeProviders } from '../services/status';
import { version } from '../version';

/** `GET /api/status` (spec 01 §7): providers, environment, database health and the server version. */
export function statusRoutes(router: Router, config: Config, database: Database): void {
  mount(router, endpoints.status, async () => ({
    ...describeProviders(config.providers),
    database: { ok: await database.ping(), driver: database.driver },
    version,
  }));
}
