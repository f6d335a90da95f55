/** The subscribers to values kept in localStorage: told of each write here, and by `storage` events of other tabs. */
export interface StorageListeners {
  /** For `useSyncExternalStore`: adds `listener`, and returns what removes it. */
  subscribe: (listener: () => void) => () => void;
  /** Tells every subscriber of a write in this tab (the browser sends `storage` events only to other tabs). */
  notify: () => void;
}

/** A new, empty set of subscribers, for one stored key. */
export function storageListeners(): StorageListeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}
