import type { Middleware } from 'koa';
import { SHUTTING_DOWN } from '../services/status';
import { HttpError } from './errors';

/**
 * While the process shuts down, answers new requests 503 `shutting_down` with Retry-After 1 and closes their
 * connection, so a client or load balancer retries on another process; requests already under way finish. The
 * liveness probe still answers: the process is alive until it exits.
 * @throws HttpError 503 while draining.
 */
export function refuseWhileDraining(draining: () => boolean): Middleware {
  return async (ctx, next) => {
    if (draining() && ctx.path !== '/api/health') {
      ctx.set('Connection', 'close');
      throw new HttpError(503, 'shutting_down', SHUTTING_DOWN, { headers: { 'Retry-After': '1' } });
    }
    await next();
  };
}
