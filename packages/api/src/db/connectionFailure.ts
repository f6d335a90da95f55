/** What a request hears while the database is away (503). */
export const DATABASE_UNAVAILABLE = 'Farewise cannot reach its database right now. Please try again in a moment.';

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_SECONDS = 5;

/** Socket errors of a database that is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * SQLSTATEs of a server that cannot serve now (PostgreSQL appendix A): class 08 connection exceptions, 53300
 * too_many_connections, 57P01–57P03 shutdown and start-up.
 */
const UNAVAILABLE_STATES = /^(08\d{3}|53300|57P0[123])$/;

/** node-postgres's own words when a connection is lost or cannot be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
];

/**
 * Whether `error`, or any error it wraps (`cause`, an AggregateError's `errors`), says the database cannot be reached,
 * rather than that a query was wrong: what the API answers with 503 instead of 500.
 */
export function isConnectionFailure(error: unknown): boolean {
  const pending = [error];
  const seen = new Set<unknown>();
  while (pending.length) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
