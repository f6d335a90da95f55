import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import type { EndpointName, ServerAnswer } from '@farewise/contracts';
import type { Logger } from 'pino';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { refusal } from '../services/rateLimiters';

/** Where the app's build leaves the module it renders pages with, under its `dist` (a hidden folder, never served). */
export const RENDERER_MODULE = '.ssr/prerender.js';

/** An answer as its source gives it, for the endpoint it is asked for. */
export interface Answer extends Omit<ServerAnswer, 'endpoint'> {
  /** True when the answer is the visitor's own (who is signed in, their cards): the page is then theirs alone. */
  perVisitor?: boolean;
}

/** What the app's render module (`packages/app/src/prerender.tsx`) gives the server. */
export interface PageRenderer {
  /** The pages rendered at each request, by path, with the endpoints each is drawn from. */
  LIVE_PAGES: Readonly<Record<string, readonly EndpointName[]>>;
  /** A page's prerendered HTML, with the markup of `url` drawn from `answers` at `now` in place of its own. */
  renderLivePage(html: string, url: string, now: Date, answers: readonly ServerAnswer[]): Promise<string>;
}

/**
 * Where each endpoint's answer for a live page comes from: the service its route calls for this request (its
 * visitor), answered as the route answers it.
 */
export type AnswerSources = Partial<Record<EndpointName, (ctx: Context) => Promise<Answer>>>;

/** A page rendered at request time: its HTML, and whether it was drawn from the visitor's own answers. */
export interface LivePage {
  html: string;
  perVisitor: boolean;
}

/**
 * Renders the page of `ctx` at request time, or answers undefined where the page (`page`, its path as the router
 * matches it) is not live or could not be rendered. `url` is its path with the query; `prerendered` its build HTML.
 */
export type LiveRender = (
  ctx: Context,
  page: string,
  url: string,
  prerendered: string,
) => Promise<LivePage | undefined>;

/**
 * The server's render of its live pages: the app's render module under `root` (its import starts at once, so it
 * comes from the same build as the HTML read at start), fed each page's answers from `sources` at `now`. A page
 * whose module, answer or render fails is logged and answered undefined, so the caller sends the prerendered page
 * instead: a visitor still gets the page, drawn by the app once it has fetched the answers itself. With `limiter`,
 * each render counts against the client's IP (`ctx.ip`), and a client past its limit gets the prerendered page too,
 * so a flood of requests for live pages costs the server no more than one for static files.
 */
export function liveRender(
  root: string,
  sources: AnswerSources,
  logger: Logger,
  now: () => Date,
  limiter?: RateLimiterAbstract,
): LiveRender {
  const file = path.join(root, RENDERER_MODULE);
  const renderer: Promise<PageRenderer | undefined> = existsSync(file)
    ? (import(pathToFileURL(file).href) as Promise<PageRenderer>).catch((error: unknown) => {
        logger.error({ err: error, file }, 'the app’s render module did not load; pages are served prerendered');
        return undefined;
      })
    : Promise.resolve(undefined);

  return async (ctx, page, url, prerendered) => {
    const module = await renderer;
    if (!module) return undefined;
    try {
      const needed = module.LIVE_PAGES[page];
      if (!needed || (limiter && (await refusal(limiter, ctx.ip)))) return undefined;
      const answers = await Promise.all(
        needed.map(async (endpoint) => {
          const source = sources[endpoint];
          if (!source) throw new Error(`The server has no source for ${endpoint}`);
          return { endpoint, ...(await source(ctx)) };
        }),
      );
      const html = await module.renderLivePage(
        prerendered,
        url,
        now(),
        answers.map(({ endpoint, params, body }) => ({ endpoint, params, body })),
      );
      return { html, perVisitor: answers.some((answer) => answer.perVisitor) };
    } catch (error) {
      logger.warn({ err: error, page }, 'a live page could not be rendered; its prerendered HTML is served');
      return undefined;
    }
  };
}
