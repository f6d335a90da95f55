import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from '@farewise/ui';
import { routeTree } from './routeTree.gen';

/**
 * The app's router. Paths match case-insensitively and a trailing slash is dropped (spec 01 §2); any other
 * path renders the 404 screen inside the shell.
 */
export function createAppRouter(options: { history?: RouterHistory; prerender?: boolean } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    caseSensitive: false,
    trailingSlash: 'never',
    defaultNotFoundComponent: NotFound,
    // A prerendered page gets none of the router's inline restoring script: the CSP allows no inline script, and
    // a first visit has no position to restore.
    scrollRestoration: !options.prerender,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
