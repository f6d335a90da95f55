import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './App';
import { createAppRouter } from './router';

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
