import { setTimeout as delay } from 'node:timers/promises';

/**
 * Calls `probe` every `intervalMs` until it returns something other than undefined, and resolves with that.
 * @throws Error naming `what` after `timeoutMs`.
 */
export async function pollUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(intervalMs);
  }
}
