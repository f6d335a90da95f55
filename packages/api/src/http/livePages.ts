import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import type { EndpointName } from '@farewise/contracts';
import type { Logger } from 'pino';

/** Where the app's build leaves the module it renders pages with, under its `dist` (a hidden folder, never served). */
export const RENDERER_MODULE = '.ssr/prerender.js';

/** An API answer as a `GET` endpoint without a query gives it: its body, and its path parameters where it has any. */
export interface Answer {
  params?: Record<string, string | number>;
  body: unknown;
}

/** An answer a live page is drawn from, by the endpoint's name. */
export interface LiveAnswer extends Answer {
  endpoint: EndpointName;
}

/** What the app's render module (`packages/app/src/prerender.tsx`) gives the server. */
export interface PageRenderer {
  /** The pages rendered at each request, by path, with the endpoints each is drawn from. */
  LIVE_PAGES: Readonly<Record<string, readonly EndpointName[]>>;
  /** A page's prerendered HTML, with the markup of `url` drawn from `answers` at `now` in place of its own. */
  renderLivePage(html: string, url: string, now: Date, answers: readonly LiveAnswer[]): Promise<string>;
}

/**
 * Where each endpoint's answer for a live page comes from: the service its route calls for this request (its
 * visitor), answered as the route answers it.
 */
export type AnswerSources = Partial<Record<EndpointName, (ctx: Context) => Promise<Answer>>>;

/**
 * Renders the page of `ctx` at request time: the HTML, or undefined where the page (`page`, its path as the router
 * matches it) is not live or could not be rendered. `url` is its path with the query; `prerendered` its build HTML.
 */
export type LiveRender = (ctx: Context, page: string, url: string, prerendered: string) => Promise<string | undefined>;

/**
 * The server's render of its live pages: the app's render module under `root` (loaded once, at the first request
 * for a page), fed each page's answers from `sources` at `now`. A page whose module, answer or render fails is logged
 * and answered undefined, so the caller sends the prerendered page instead: a visitor still gets the page, drawn by
 * the app once it has fetched the answers itself.
 */
export function liveRender(root: string, sources: AnswerSources, logger: Logger, now: () => Date): LiveRender {
  const file = path.join(root, RENDERER_MODULE);
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const load = () =>
    (renderer ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PageRenderer>).catch((error: unknown) => {
          logger.error({ err: error, file }, 'the app’s render module did not load; pages are served prerendered');
          return undefined;
        })
      : Promise.resolve(undefined));

  return async (ctx, page, url, prerendered) => {
    const module = await load();
    const needed = module?.LIVE_PAGES[page];
    if (!module || !needed) return undefined;
    try {
      const answers = await Promise.all(
        needed.map(async (endpoint) => {
          const source = sources[endpoint];
          if (!source) throw new Error(`The server has no source for ${endpoint}`);
          return { endpoint, ...(await source(ctx)) };
        }),
      );
      return await module.renderLivePage(prerendered, url, now(), answers);
    } catch (error) {
      logger.warn({ err: error, page }, 'a live page could not be rendered; its prerendered HTML is served');
      return undefined;
    }
  };
}
