import { z } from 'zod/mini';

/**
 * Response of `GET /api/status` (spec 01 §3, spec 02 §7): whether the flight-data provider is configured
 * (live mode) or not (demo mode), its environment name, the hotel provider's own flag, and the AI advisor's provider and model.
 */
export const StatusResponse = z.object({
  flights: z.object({ configured: z.boolean(), provider: z.string(), environment: z.string() }),
  hotels: z.object({ configured: z.boolean(), provider: z.string() }),
  ai: z.object({ configured: z.boolean(), provider: z.string(), model: z.optional(z.string()) }),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
});
export type StatusResponse = z.infer<typeof StatusResponse>;

/**
 * Response of `GET /api/health`, the liveness probe (Kubernetes conventions): the process answers requests. It
 * touches nothing else (no database), so it is also the benchmark's no-op route.
 */
export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * Response of `GET /api/ready`, the readiness probe (Kubernetes conventions): 200 while the process can serve
 * requests, its database answering; otherwise 503 with the error body (`not_ready`), so a load balancer sends
 * requests elsewhere until it recovers, and while the process drains on shutdown.
 */
export const ReadyResponse = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });
export type ReadyResponse = z.infer<typeof ReadyResponse>;
