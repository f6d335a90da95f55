import { Suspense, type ReactNode } from 'react';
import { useInBrowser } from './useInBrowser';

/**
 * `Suspense` whose children render only in the browser: on the server, and while React hydrates what the server
 * drew, it draws `fallback`. For children that load lazily: a server render cannot wait for them, so it would give
 * the boundary up, and React would report that (error 419) when it hydrates the page.
 */
export function ClientSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useInBrowser() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
