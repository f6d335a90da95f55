import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const subscribe = () => () => {};

/** Outside an `InBrowserProvider`: false on the server, true in the browser. */
const InBrowserContext = createContext(typeof document !== 'undefined');

/**
 * Tells `useInBrowser` below it whether to draw as the browser would. False on the server and while React hydrates
 * what the server drew; true from the first render of a page React draws itself. After hydration it turns true in a
 * transition, so React re-renders what differs in the browser in slices that leave the main thread free, not in one
 * synchronous pass over every such component (which a store read with `useSyncExternalStore`, as each used to,
 * forces). `FarewiseProvider` includes one.
 */
export function InBrowserProvider({ children }: { children: ReactNode }) {
  // The server snapshot while hydrating, then true; read once, for the first render only.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [inBrowser, setInBrowser] = useState(hydrated);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return <InBrowserContext.Provider value={inBrowser}>{children}</InBrowserContext.Provider>;
}

/**
 * False on the server and while React hydrates what the server drew, true after (and from the first render of a page
 * React draws itself): for what the server cannot draw as the browser would, so the hydrated markup still matches.
 * Hydration-safe under an `InBrowserProvider` (in `FarewiseProvider`).
 */
export function useInBrowser(): boolean {
  return useContext(InBrowserContext);
}
