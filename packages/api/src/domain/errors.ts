/**
 * What went wrong, in the domain's words. The HTTP error mapper (`http/errors.ts`) gives each kind its status:
 * NotFound 404, Conflict 409, Unauthenticated 401, Forbidden 403, Invalid 400, Unprocessable 422 (a well-formed
 * request that cannot be met, such as a plan under an impossible budget), RateLimited 429 (with Retry-After),
 * UpstreamFailed 502 (a live provider failed), Unavailable 503 (not ready: the database is away, or the process is
 * shutting down).
 */
export type DomainErrorKind =
  | 'NotFound'
  | 'Conflict'
  | 'Unauthenticated'
  | 'Forbidden'
  | 'Invalid'
  | 'Unprocessable'
  | 'RateLimited'
  | 'UpstreamFailed'
  | 'Unavailable';

/** Extra facts some kinds carry. */
export interface DomainErrorOptions extends ErrorOptions {
  /** RateLimited and Unavailable: whole seconds until another attempt may succeed. */
  retryAfterSeconds?: number;
  /** Invalid: the request field at fault (such as `checkInDate`), answered as the 400's issue path. */
  field?: string;
}

/**
 * An error that services, domain code, repositories and providers throw on purpose: a kind, a stable
 * machine-readable `code` (such as `email_taken`) and a message fit to show the user.
 */
export class DomainError extends Error {
  readonly retryAfterSeconds?: number;
  readonly field?: string;

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    { retryAfterSeconds, field, ...options }: DomainErrorOptions = {},
  ) {
    super(message, options);
    this.name = 'DomainError';
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
    if (field !== undefined) this.field = field;
  }
}
