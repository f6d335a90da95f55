import type { Middleware } from 'koa';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { refusal, retryAfterSeconds, type LimiterFactory } from '../services/rateLimiters';
import { HttpError } from './errors';

/** The endpoints a flood could abuse, each with its own per-IP limit (login has its own, in `LoginLimiter`). */
export type LimitedAction = keyof Config['rateLimits'];

/** One Koa middleware per limited action. */
export type RequestLimits = Record<LimitedAction, Middleware>;

/**
 * A middleware that counts each request against the client's IP (`ctx.ip`, the forwarded address when
 * `TRUST_PROXY` is on) and answers 429 `rate_limited` with `Retry-After` (seconds) once the window's points are used.
 * @throws HttpError 429 when the limit is used up.
 */
export function limitByIp(limiter: RateLimiterAbstract): Middleware {
  return async (ctx, next) => {
    const refused = await refusal(limiter, ctx.ip);
    if (refused) {
      const seconds = retryAfterSeconds(refused);
      throw new HttpError(
        429,
        'rate_limited',
        `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        { headers: { 'Retry-After': String(seconds) } },
      );
    }
    await next();
  };
}

/** The limit middleware of every limited action, from the configured rules, over `limiter`'s store. */
export function requestLimits(rules: Config['rateLimits'], limiter: LimiterFactory): RequestLimits {
  const entries = Object.entries(rules).map(([action, rule]) => [action, limitByIp(limiter(action, rule))]);
  return Object.fromEntries(entries) as RequestLimits;
}
