import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from '@farewise/ui';
import { routeTree } from './routeTree.gen';

/**
 * The app's router. Paths match case-insensitively and a trailing slash is dropped (spec 01 §2); any other
 * path renders the 404 screen inside the shell.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    caseSensitive: false,
    trailingSlash: 'never',
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
