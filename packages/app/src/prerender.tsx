import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { buildPath, endpoints, type EndpointName } from '@farewise/contracts';
import type { ServerAnswer } from '@farewise/ui';
import { App } from './App';
import { answersScript } from './answersScript';
import { rerenderedHtml } from './pageHtml';
import { createAppRouter } from './router';

export { START_CHUNKS_META } from './startChunks';
export { pageHtml } from './pageHtml';

/** The paths of the app's routes that take no path parameter: the pages a prerender can write. */
export function staticPaths(): string[] {
  const router = createAppRouter();
  return Object.keys(router.routesByPath).filter((path) => !path.includes('$'));
}

/**
 * The markup of the app at `url` (a path, with its query) rendered at `now`: as a signed-out visitor first sees it,
 * before any API answer (what the build prerenders, so the page paints before its JavaScript has loaded), or drawn
 * from `answers` (a live page). `now` fixes the clock, so a caller can tell a page whose HTML depends on the day.
 */
export async function renderPage(url: string, now: Date, answers: readonly ServerAnswer[] = []): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), prerender: true });
  await router.load();
  return renderToString(<App router={router} now={now} initialAnswers={answers} />);
}

/**
 * What every prerendered page asks for from its HTML, beside its scripts: who is signed in (`GET /api/auth/session`),
 * which the header's account menu shows, so the app finds the answer loaded when it starts rather than asking a round
 * trip later. A `<link rel="preload">` with `as="fetch"` and the credentials the app's API client sends (`include`),
 * so the browser hands that answer to the client's request instead of fetching it twice.
 */
const dataPreload = (href: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;

/** The `<link rel="preload">` every prerendered page ends its head with (see `dataPreload`). */
export const SESSION_PRELOAD = dataPreload(endpoints.session.path);

/**
 * The pages the server renders at each request from the API's answers, by path, with the `GET` endpoints whose answers
 * they are drawn from. Their largest content is then in their HTML rather than drawn once the app has started and
 * fetched it: the destination cards and their maps (spec 02 §2), and the visitor's recommendation cards, which are
 * the signed-in user's or a guest's (spec 01 §2).
 */
export const LIVE_PAGES: Readonly<Record<string, readonly EndpointName[]>> = {
  '/destinations': ['destinations'],
  '/popular-destinations': ['destinations'],
  '/recommendations': ['session', 'aiRecommendations'],
};

/**
 * `html`, a page's prerendered HTML (`scripts/prerender.mjs`), with the markup of `url` (that page's path, with any
 * query) rendered at `now` from `answers` in place of its own, and the root marked with `now`'s year. The answers
 * follow the root (`answersScript`), for the app to hydrate from, and the page no longer preloads them.
 * @throws {Error} when `html` has no prerendered root
 * @throws {ZodError} when an answer does not match its endpoint's response schema
 */
export async function renderLivePage(
  html: string,
  url: string,
  now: Date,
  answers: readonly ServerAnswer[],
): Promise<string> {
  const markup = await renderPage(url, now, answers);
  const preloads = answers.map(({ endpoint, params }) => dataPreload(buildPath(endpoints[endpoint].path, params)));
  return rerenderedHtml(html, markup, now.getFullYear(), preloads, answersScript(answers));
}
