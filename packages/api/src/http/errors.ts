import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import { $ZodError } from 'zod/v4/core';
import type { ErrorBody } from '@farewise/contracts';
import { DATABASE_RETRY_SECONDS, DATABASE_UNAVAILABLE, isConnectionFailure } from '../db/connectionFailure';
import { DomainError, type DomainErrorKind } from '../domain/errors';

/** The HTTP status of each domain error kind. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  Invalid: 400,
  Unprocessable: 422,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  RateLimited: 429,
  UpstreamFailed: 502,
  Unavailable: 503,
};

/**
 * An HTTP-level error the API answers on purpose (unknown path, wrong method, unreadable body, foreign origin),
 * with its status and a stable machine-readable code. Only `http/` and `routes/` throw it; everything below them
 * throws a {@link DomainError}.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions & { headers?: Record<string, string> },
  ) {
    super(message, options);
    this.name = 'HttpError';
    this.headers = options?.headers ?? {};
  }

  /** Response headers that go with the error, such as Retry-After. */
  readonly headers: Record<string, string>;
}

/**
 * Maps any thrown value to the API's error answer (DESIGN §6): zod → 400 with `issues`, `DomainError` → its kind's
 * status (NotFound 404, Conflict 409, Unauthenticated 401, Forbidden 403, Invalid 400, Unprocessable 422, RateLimited 429 with
 * Retry-After, UpstreamFailed 502, Unavailable 503) and, when it names a field, that field as its one issue, `HttpError` → its own status, other 4xx HTTP errors → their status with the
 * standard reason (their own text may leak server detail), a lost database connection → 503 `database_unavailable`
 * with Retry-After, anything else → 500 with no detail.
 */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  // Core's class: the contracts' `zod/mini` errors and classic zod's `ZodError` are both its instances.
  if (error instanceof $ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      message: issue.message,
    }));
    const message = issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    return { status: 400, body: { message, code: 'invalid_request', issues } };
  }
  if (error instanceof DomainError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.field !== undefined) body.issues = [{ path: [error.field], message: error.message }];
    const status = DOMAIN_STATUS[error.kind];
    return error.retryAfterSeconds === undefined
      ? { status, body }
      : { status, body, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
  }
  if (error instanceof HttpError) {
    const body = { message: error.message, code: error.code };
    return Object.keys(error.headers).length
      ? { status: error.status, body, headers: error.headers }
      : { status: error.status, body };
  }

  if (isConnectionFailure(error)) {
    return {
      status: 503,
      body: { message: DATABASE_UNAVAILABLE, code: 'database_unavailable' },
      headers: { 'Retry-After': String(DATABASE_RETRY_SECONDS) },
    };
  }

  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: STATUS_CODES[status] ?? 'Bad request', code: `http_${status}` } };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'internal' } };
}

/**
 * Turns a body-parser failure into the API's answer: 413 naming the limit for an oversized body, 400 for
 * anything unreadable (malformed JSON, bad encoding).
 */
export function bodyParserError(error: Error & { status?: number }, limit: string): HttpError {
  if (error.status === 413) return new HttpError(413, 'payload_too_large', `Request body is larger than ${limit}`);
  return new HttpError(400, 'malformed_json', 'Request body is not valid JSON');
}

/**
 * The error mapper (DESIGN §6): answers anything thrown further down with {@link toErrorResponse}'s status, JSON
 * body and headers; 5xx errors go to the request's log with their stack.
 */
export function errorResponder(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers } = toErrorResponse(error);
      if (status >= 500) ctx.req.log?.error({ err: error }, 'request failed');
      ctx.status = status;
      ctx.body = body;
      if (headers) ctx.set(headers);
    }
  };
}
