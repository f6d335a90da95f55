import { useSyncExternalStore } from 'react';
import { storageListeners } from './storageListeners';

/** A list kept in the browser's localStorage under one key, read and written whole. */
export interface LocalCollection<T> {
  /** The stored list; anything unreadable or off-contract counts as empty, rather than breaking the page. */
  read: () => T[];
  /** Replaces the stored list (an empty list removes the key) and tells every subscriber. */
  write: (items: T[]) => void;
  /** The list as React state: re-renders on every write, here or in another tab. */
  useItems: () => T[];
}

/** What checks that a stored value is a `T`: a zod schema of the contracts, for one. */
export interface ItemSchema<T> {
  safeParse: (value: unknown) => { success: boolean; data?: T };
}

/**
 * A signed-out visitor's list (price alerts, trips) in localStorage under `key`, each item checked against `schema`
 * on every read, so a stored item from an older version or another hand is dropped instead of shown broken.
 */
export function localCollection<T>(key: string, schema: ItemSchema<T>): LocalCollection<T> {
  const { subscribe, notify } = storageListeners();
  const EMPTY: T[] = [];
  let cache: { raw: string | null; items: T[] } = { raw: null, items: EMPTY };

  const read = (): T[] => {
    const raw = localStorage.getItem(key);
    if (raw === cache.raw) return cache.items;
    let items = EMPTY;
    try {
      const stored: unknown = JSON.parse(raw ?? '[]');
      if (Array.isArray(stored)) {
        items = stored.flatMap((value) => {
          const parsed = schema.safeParse(value);
          return parsed.success ? [parsed.data as T] : [];
        });
      }
    } catch {
      items = EMPTY;
    }
    cache = { raw, items };
    return items;
  };

  const write = (items: T[]) => {
    if (items.length) localStorage.setItem(key, JSON.stringify(items));
    else localStorage.removeItem(key);
    notify();
  };

  return { read, write, useItems: () => useSyncExternalStore(subscribe, read, () => EMPTY) };
}
