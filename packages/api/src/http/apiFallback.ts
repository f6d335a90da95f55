import type { Middleware } from 'koa';
import { HttpError } from './errors';

/**
 * Placed before the API router: an `/api` path nothing answered becomes a JSON 405 (the router sets Allow) or
 * 404, never the built app.
 * @throws HttpError 405 `method_not_allowed` or 404 `not_found`.
 */
export function apiFallback(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body != null || !(ctx.path === '/api' || ctx.path.startsWith('/api/'))) return;
    if (ctx.status === 405) {
      throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}`);
    }
    throw new HttpError(404, 'not_found', `No API endpoint at ${ctx.method} ${ctx.path}`);
  };
}
