import { createHash } from 'node:crypto';

/**
 * A deterministic number in [0, 1) for a key: the first 32 bits of its SHA-256. The same route, date and carrier
 * always give the same fare; different keys are independent.
 */
export function unitFor(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/** A deterministic number in [-1, 1) for a key. */
export function signedFor(key: string): number {
  return unitFor(key) * 2 - 1;
}

/** A deterministic pick from a non-empty list for a key: the same key always picks the same item. */
export function pickFor<T>(key: string, items: readonly T[]): T {
  return items[Math.floor(unitFor(key) * items.length)]!;
}
