import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';
import { styleAttributeHashes } from './appHtml';

/**
 * Static `<style>` elements a library renders without taking our nonce, allowed by their hash (Chromium names it in
 * the violation): the select menus' viewport style, on the pages with a Radix Select.
 */
const LIBRARY_STYLE_HASHES = ["'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='"];

/** The response's CSP nonce, set by {@link securityHeaders} before the policy is written. */
type WithNonce = ServerResponse & { cspNonce?: string };

/** The nonce of this response's Content-Security-Policy, for the HTML that names it. */
export function cspNonce(ctx: { res: ServerResponse }): string {
  return (ctx.res as WithNonce).cspNonce!;
}

/**
 * Widens this response's Content-Security-Policy (set by {@link securityHeaders}) to the `style` attributes of
 * `html` that it does not allow yet: a page rendered at request time may draw one that none of the build's pages
 * holds, which the browser would otherwise drop (and report) until the app has hydrated.
 */
export function allowStyleAttributesOf(ctx: Context, html: string): void {
  const policy = ctx.response.get('Content-Security-Policy');
  if (!policy) return;
  const missing = styleAttributeHashes([html]).filter((hash) => !policy.includes(hash));
  if (missing.length === 0) return;
  ctx.set(
    'Content-Security-Policy',
    policy.replace(/style-src-attr ([^;]*)/, (_directive, sources: string) => {
      const allowed = sources === "'none'" ? "'unsafe-hashes'" : sources;
      return `style-src-attr ${allowed} ${missing.join(' ')}`;
    }),
  );
}

/**
 * Security headers (helmet) with a Content-Security-Policy without `unsafe-inline` or `unsafe-eval`: scripts, styles,
 * fonts and API calls from our own origin only; `<style>` elements only with this response's nonce (the dialogs'
 * scroll lock writes one, and the app hands it the nonce); `style` attributes in markup only where their hash is
 * among `styleAttributeHashes` (the prerendered pages' own; a live page adds its own with
 * {@link allowStyleAttributesOf}); images may also come from https hosts (destination photos). Styles set from
 * script (Radix positioning popovers) go through the CSSOM, which CSP does not govern.
 * Plus `Permissions-Policy` turning off the device features the app never uses.
 */
export function securityHeaders(styleAttributeHashes: readonly string[] = []): Middleware {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", (_req, res) => `'nonce-${(res as WithNonce).cspNonce}'`, ...LIBRARY_STYLE_HASHES],
        styleSrcAttr: styleAttributeHashes.length ? ["'unsafe-hashes'", ...styleAttributeHashes] : ["'none'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return async (ctx, next) => {
    (ctx.res as WithNonce).cspNonce = randomBytes(16).toString('base64');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    await headers(ctx, next);
  };
}
