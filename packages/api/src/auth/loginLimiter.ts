import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../domain/errors';
import { refusal, retryAfterSeconds, type LimiterFactory } from '../services/rateLimiters';

/** Login attempt limits: failures per username, and all attempts per client IP, within one window (seconds). */
export interface LoginLimits {
  perUsername: number;
  perIp: number;
  windowSeconds: number;
}

/** A blocked login, with the whole seconds until the next attempt may pass. */
function tooManyAttempts(res: RateLimiterRes): DomainError {
  const seconds = retryAfterSeconds(res);
  return new DomainError(
    'RateLimited',
    'too_many_attempts',
    `Too many login attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { retryAfterSeconds: seconds },
  );
}

/**
 * Guards login against guessing (rate-limiter-flexible, in `limiter`'s store): every attempt counts against the client's IP,
 * failures count against the username (case-insensitive), and a success clears the username's count.
 */
export class LoginLimiter {
  private readonly byUsername: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(limits: LoginLimits, limiter: LimiterFactory) {
    this.byUsername = limiter('loginUsername', { points: limits.perUsername, seconds: limits.windowSeconds });
    this.byIp = limiter('loginIp', { points: limits.perIp, seconds: limits.windowSeconds });
  }

  /**
   * Counts an attempt from `ip` for `username`.
   * @throws DomainError RateLimited `too_many_attempts` (with `retryAfterSeconds`) when either limit is used up.
   */
  async attempt(username: string, ip: string): Promise<void> {
    const failures = await this.byUsername.get(username.toLowerCase());
    if (failures && failures.consumedPoints >= this.byUsername.points) throw tooManyAttempts(failures);
    const refused = await refusal(this.byIp, ip);
    if (refused) throw tooManyAttempts(refused);
  }

  /** Counts a failed attempt against the username. */
  async failed(username: string): Promise<void> {
    await this.byUsername.penalty(username.toLowerCase());
  }

  /** Clears the username's failures after a successful login. */
  async succeeded(username: string): Promise<void> {
    await this.byUsername.delete(username.toLowerCase());
  }
}
