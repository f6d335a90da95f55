import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { NONCE_PLACEHOLDER, PRERENDERED } from './appHtml';
import { cspNonce } from './security';

const notFound = (error: unknown) => (error as { status?: number }).status === 404;

/**
 * Answers one of the app's HTML pages with this response's CSP nonce in place of the placeholder. HTML is always
 * revalidated, and compressed on the fly like JSON (each answer differs by its nonce).
 */
function sendHtml(ctx: Context, html: string): void {
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = html.replaceAll(NONCE_PLACEHOLDER, cspNonce(ctx));
}

/**
 * The prerendered HTML of a page, for a request that names no query: the build renders each page as it is without
 * one, and a query (a search, a filter) changes what the page shows. Paths match as the router matches them:
 * case-insensitively, without a trailing slash.
 */
function prerenderedPage(ctx: Context, pages: ReadonlyMap<string, string>): string | undefined {
  if (ctx.querystring !== '' || path.extname(ctx.path) !== '') return undefined;
  const page = ctx.path.toLowerCase().replace(/\/+$/, '') || '/index';
  return pages.get(`${PRERENDERED}${page}.html`);
}

/**
 * Serves the built app from `root` for every GET/HEAD outside `/api`: a page's prerendered HTML when the build wrote
 * one, else the file, else `index.html` so that client-side routes load (paths with a file extension that do not
 * exist stay 404). `pages` holds the build's HTML (see `readAppHtml`), answered with the response's CSP nonce.
 * Hashed assets are cached for a year. Where the build wrote a `.br` or `.gz` beside an asset, koa-send serves it
 * with its `Content-Encoding` to clients that accept it (the `compression` middleware adds `Vary: Accept-Encoding`).
 */
export function staticApp(root: string, pages: ReadonlyMap<string, string>): Middleware {
  const index = pages.get('index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    const prerendered = prerenderedPage(ctx, pages);
    if (prerendered !== undefined) return sendHtml(ctx, prerendered);
    if (ctx.path === '/' || ctx.path === '/index.html') return sendHtml(ctx, index ?? '');
    const immutable = ctx.path.startsWith('/assets/');
    try {
      await send(ctx, ctx.path, { root, immutable, maxage: immutable ? 31_536_000_000 : 0 });
      if (!immutable) ctx.set('Cache-Control', 'no-cache');
    } catch (error) {
      // Only extension-less paths are client routes; a missing file stays a 404.
      if (!notFound(error)) throw error;
      if (path.extname(ctx.path) !== '' || index === undefined) {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
      sendHtml(ctx, index);
    }
  };
}
