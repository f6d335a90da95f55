import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built app from `root` for every GET/HEAD outside `/api`, falling back to `index.html` so that
 * client-side routes load (paths with a file extension that do not exist stay 404). Hashed assets are cached for a year; `index.html` is always revalidated.
 * Where the build wrote a `.br` or `.gz` beside a file, koa-send serves it with its `Content-Encoding` to clients
 * that accept it (the `compression` middleware adds `Vary: Accept-Encoding`).
 */
export function staticApp(root: string): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    const immutable = ctx.path.startsWith('/assets/');
    try {
      await send(ctx, ctx.path, { root, index: 'index.html', immutable, maxage: immutable ? 31_536_000_000 : 0 });
      if (!immutable) ctx.set('Cache-Control', 'no-cache');
    } catch (error) {
      // Only extension-less paths are client routes; a missing file stays a 404.
      if ((error as { status?: number }).status !== 404) throw error;
      if (path.extname(ctx.path) !== '') {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
      await send(ctx, 'index.html', { root: path.resolve(root) });
      ctx.set('Cache-Control', 'no-cache');
    }
  };
}
