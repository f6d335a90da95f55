import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { endpoints } from '@farewise/contracts';
import { App } from './App';
import { createAppRouter } from './router';

export { START_CHUNKS_META } from './startChunks';

/** The paths of the app's routes that take no path parameter: the pages a prerender can write. */
export function staticPaths(): string[] {
  const router = createAppRouter();
  return Object.keys(router.routesByPath).filter((path) => !path.includes('$'));
}

/**
 * The HTML of the page at `path` as a signed-out visitor first sees it, before any API answer: what the server sends
 * so the page paints before its JavaScript has loaded (the app's first render then replaces it). `now` fixes the clock, so a
 * caller can tell a page whose HTML depends on the day.
 */
export async function renderPage(path: string, now: Date): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), prerender: true });
  await router.load();
  return renderToString(<App router={router} now={now} />);
}

/**
 * The API answers a page draws its largest content from, by path: the destination cards and their maps (spec 02 §2)
 * come from `GET /api/destinations`. The page's HTML asks for them beside its scripts, so the app finds the answer
 * loaded rather than requesting it once it has started, a round trip later.
 */
const FIRST_DATA: Readonly<Record<string, readonly string[]>> = {
  '/destinations': [endpoints.destinations.path],
  '/popular-destinations': [endpoints.destinations.path],
};

/**
 * What every page asks for first: who is signed in (`GET /api/auth/session`), which the header's account menu shows
 * and on which a page's own first queries may wait (the recommendation cards are the visitor's or a guest's).
 */
const SESSION = endpoints.session.path;

/**
 * The `<link rel="preload">` tags of `path`'s first data: the session, and its own (see `FIRST_DATA`). `as="fetch"`
 * with the credentials the app's API client sends (`include`), so the browser hands that preloaded answer to the
 * client's request instead of fetching it twice.
 */
export function dataPreloads(path: string): string {
  return [SESSION, ...(FIRST_DATA[path] ?? [])]
    .map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
    .join('');
}
