import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates what the server drew, true after (and from the first render of a page
 * React draws itself): for what the server cannot draw as the browser would, so the hydrated markup still matches.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
