import { vi } from 'vitest';

/**
 * Puts a `localStorage` backed by a Map in place of the global for a test (Node has none), and returns the Map.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubLocalStorage(): Map<string, string> {
  const values = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  });
  return values;
}
