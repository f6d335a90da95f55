import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { NONCE_PLACEHOLDER, PRERENDERED } from './appHtml';
import type { LiveRender } from './livePages';
import { allowStyleAttributesOf, cspNonce } from './security';

const notFound = (error: unknown) => (error as { status?: number }).status === 404;

/** `html`, one of the app's HTML pages, with this response's CSP nonce in place of the placeholder. */
const withNonce = (ctx: Context, html: string) => html.replaceAll(NONCE_PLACEHOLDER, cspNonce(ctx));

/**
 * Answers one of the app's HTML pages, its nonce in place. HTML is always revalidated (`no-cache`, unless the page
 * set its own), and compressed on the fly like JSON (each answer differs by its nonce).
 */
function sendHtml(ctx: Context, html: string): void {
  ctx.type = 'text/html; charset=utf-8';
  if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-cache');
  ctx.body = html;
}

/** A page's path as the router matches it: case-insensitively, without a trailing slash; `/` for home. */
const pagePath = (ctx: Context) => ctx.path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The page's HTML: rendered now from the day's answers where it is a live page (`live`), else the build's
 * prerendered HTML for a request that names no query (the build renders each page as it is without one, and a query,
 * a search or a filter, changes what the page shows); undefined for a page the build did not prerender.
 */
async function pageHtml(
  ctx: Context,
  pages: ReadonlyMap<string, string>,
  live: LiveRender | undefined,
): Promise<string | undefined> {
  if (path.extname(ctx.path) !== '') return undefined;
  const page = pagePath(ctx);
  const built = pages.get(`${PRERENDERED}${page === '/' ? '/index' : page}.html`);
  if (built === undefined) return undefined;
  // The nonce goes in before the live markup, which may hold the query or a username, is drawn into the page.
  const prerendered = withNonce(ctx, built);
  const rendered = await live?.(ctx, page, `${page}${ctx.search}`, prerendered);
  if (rendered === undefined) return ctx.querystring === '' ? prerendered : undefined;
  // Drawn for this visitor (their session, their cards): kept by no cache, not even the browser's own, whose
  // Back button would otherwise show it after they sign out.
  if (rendered.perVisitor) ctx.set('Cache-Control', 'private, no-store');
  allowStyleAttributesOf(ctx, rendered.html);
  return rendered.html;
}

/**
 * Serves the built app from `root` for every GET/HEAD outside `/api`: a live page rendered now (`live`), else a page's
 * prerendered HTML when the build wrote one, else the file, else `index.html` so that client-side routes load (paths
 * with a file extension that do not exist stay 404; hidden files, such as the build's render module, are not
 * served). `pages` holds the build's HTML (see `readAppHtml`), answered with the response's CSP nonce.
 * Hashed assets are cached for a year. Where the build wrote a `.br` or `.gz` beside an asset, koa-send serves it
 * with its `Content-Encoding` to clients that accept it (the `compression` middleware adds `Vary: Accept-Encoding`).
 */
export function staticApp(root: string, pages: ReadonlyMap<string, string>, live?: LiveRender): Middleware {
  const index = pages.get('index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    const html = await pageHtml(ctx, pages, live);
    if (html !== undefined) return sendHtml(ctx, html);
    if (ctx.path === '/' || ctx.path === '/index.html') return sendHtml(ctx, withNonce(ctx, index ?? ''));
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
      sendHtml(ctx, withNonce(ctx, index));
    }
  };
}
