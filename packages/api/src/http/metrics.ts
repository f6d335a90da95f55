import type { Middleware } from 'koa';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';

/** The path Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/** Seconds: from a cached answer (ms) to a slow flexible search or AI answer. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of one app (prom-client, its own registry so several apps in one process never clash):
 * `http_requests_total` and `http_request_duration_seconds` per method, route pattern and status, `http_errors_total`
 * (5xx), the PostgreSQL pool's connections (`db_pool_connections{state}`), and Node's default process metrics.
 * Routes are labelled by their pattern (`/api/trips/:id`), never the raw path, so label values stay few.
 */
export function createMetrics(database: Pick<Database, 'poolStats'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'HTTP requests answered with a 5xx',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response headers, seconds',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent over the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  /** Times every request; outermost, so error answers are counted with their final status. */
  const middleware: Middleware = async (ctx, next) => {
    const stop = latency.startTimer();
    try {
      await next();
    } finally {
      const labels = {
        method: ctx.method,
        route:
          (ctx as { _matchedRoute?: string })._matchedRoute ?? (ctx.path.startsWith('/api/') ? 'unmatched' : 'app'),
        status: String(ctx.status),
      };
      stop(labels);
      requests.inc(labels);
      if (ctx.status >= 500) errors.inc(labels);
    }
  };

  /** `GET /metrics`: the registry in Prometheus's text format. */
  const endpoint: Middleware = async (ctx, next) => {
    if (ctx.path !== METRICS_PATH || ctx.method !== 'GET') return next();
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };

  return { registry, middleware, endpoint };
}
