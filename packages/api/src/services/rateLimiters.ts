import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';

/** A limit: `points` requests within `seconds`. */
export interface RateRule {
  points: number;
  seconds: number;
}

/** Builds one named limiter; names keep each limit's counters apart in a shared store. */
export type LimiterFactory = (name: string, rule: RateRule) => RateLimiterAbstract;

/**
 * Where rate-limit counters live (rate-limiter-flexible): in memory over the embedded database, which one process
 * owns; in PostgreSQL's `rate_limits` table over a server, so a limit holds across every API process. If
 * PostgreSQL fails, a limiter falls back to counting in memory (its insurance limiter) instead of failing the request.
 */
export function limiterFactory(database: Pick<Database, 'db' | 'driver'>): LimiterFactory {
  return (name, { points, seconds }) => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
    if (database.driver === 'pglite') return memory;
    return new RateLimiterDrizzle({
      storeClient: database.db,
      schema: rateLimits,
      keyPrefix: name,
      points,
      duration: seconds,
      insuranceLimiter: memory,
    });
  };
}

/**
 * Counts one request for `key` against `limiter`: undefined when it is let through, the limiter's answer (its
 * `msBeforeNext`) when the limit is used up.
 * @throws what the limiter's store throws, when it cannot count.
 */
export async function refusal(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

/** Whole seconds until `res`'s window lets a request through again; at least 1 (the `Retry-After` value). */
export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}
