import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';

/** Where the app's build writes the HTML of the pages it prerenders, `/destinations` as `destinations.html`. */
const PRERENDERED = 'prerendered';

const notFound = (error: unknown) => (error as { status?: number }).status === 404;

/**
 * The prerendered HTML of a page, for a request that names no query: the build renders each page as it is without
 * one, and a query (a search, a filter) changes what the page shows. Paths match as the router matches them:
 * case-insensitively, without a trailing slash. False when the build wrote none for this page.
 */
async function sendPrerendered(ctx: Context, root: string): Promise<boolean> {
  if (ctx.querystring !== '' || path.extname(ctx.path) !== '') return false;
  const page = ctx.path.toLowerCase().replace(/\/+$/, '') || '/index';
  try {
    await send(ctx, `${PRERENDERED}${page}.html`, { root });
    return true;
  } catch (error) {
    if (notFound(error)) return false;
    throw error;
  }
}

/**
 * Serves the built app from `root` for every GET/HEAD outside `/api`: a page's prerendered HTML when the build wrote
 * one, else the file, else `index.html` so that client-side routes load (paths with a file extension that do not
 * exist stay 404). Hashed assets are cached for a year; HTML is always revalidated.
 * Where the build wrote a `.br` or `.gz` beside a file, koa-send serves it with its `Content-Encoding` to clients
 * that accept it (the `compression` middleware adds `Vary: Accept-Encoding`).
 */
export function staticApp(root: string): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    if (await sendPrerendered(ctx, root)) {
      ctx.set('Cache-Control', 'no-cache');
      return;
    }
    const immutable = ctx.path.startsWith('/assets/');
    try {
      await send(ctx, ctx.path, { root, index: 'index.html', immutable, maxage: immutable ? 31_536_000_000 : 0 });
      if (!immutable) ctx.set('Cache-Control', 'no-cache');
    } catch (error) {
      // Only extension-less paths are client routes; a missing file stays a 404.
      if (!notFound(error)) throw error;
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
