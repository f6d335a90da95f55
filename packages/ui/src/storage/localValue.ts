import { useSyncExternalStore } from 'react';
import { storageListeners } from './storageListeners';

/** One setting kept in the browser's localStorage under one key (a theme, a risk setting). */
export interface LocalValue<T extends string> {
  /** The stored value, or the default when there is none, it is unknown, or storage is blocked. */
  read: () => T;
  /** Stores `value` and tells every subscriber; with storage blocked it still holds until the page is left. */
  write: (value: T) => void;
  /**
   * The value as React state: re-renders on every write, here or in another tab. While React hydrates a page
   * prerendered on the server, it is the default (what the server drew), then the stored value.
   */
  useValue: () => T;
}

/**
 * A setting in localStorage under `key`; `parse` turns what is stored (`null` when nothing is) into a value,
 * falling back to the default for anything it does not know, and `parse(null)` is that default.
 */
export function localValue<T extends string>(key: string, parse: (stored: string | null) => T): LocalValue<T> {
  const { subscribe, notify } = storageListeners();
  let unsaved: T | undefined;

  const read = (): T => {
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return unsaved ?? parse(null); // storage blocked (private modes, sandboxed frames)
    }
  };

  const write = (value: T) => {
    unsaved = value;
    try {
      localStorage.setItem(key, value);
    } catch {
      // Blocked: `unsaved` keeps the choice for this page.
    }
    notify();
  };
  const serverValue = () => parse(null);

  return { read, write, useValue: () => useSyncExternalStore(subscribe, read, serverValue) };
}
