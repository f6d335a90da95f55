import type { Middleware } from 'koa';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests from foreign web pages (CSRF): a POST, PUT, PATCH or DELETE whose `Origin`
 * header is neither the server's own origin nor one of `allowed` gets 403. Requests without `Origin` (curl,
 * server-to-server) are let through; browsers always send it on these methods.
 */
export function originGuard(allowed: readonly string[]): Middleware {
  const extra = new Set(allowed.map((origin) => new URL(origin).origin));
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    // Koa 3's ctx.origin is the Origin header itself, so the server's own origin is built from protocol and host.
    const own = `${ctx.protocol}://${ctx.host}`;
    if (!SAFE_METHODS.has(ctx.method) && origin && origin !== own && !extra.has(origin)) {
      throw new HttpError(403, 'foreign_origin', `Requests from ${origin} are not allowed`);
    }
    await next();
  };
}
