import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AirportSearchQuery } from '@farewise/contracts';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { HttpError, bodyParserError, toErrorResponse } from './errors';

describe('toErrorResponse', () => {
  it('turns zod errors into 400 with a message naming each field and the issues list', () => {
    const result = z.object({ q: z.string().min(2, 'Too short') }).safeParse({ q: 'a' });
    const { status, body } = toErrorResponse(result.error);
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'q: Too short',
      code: 'invalid_request',
      issues: [{ path: ['q'], message: 'Too short' }],
    });
  });

  it('turns the errors of the contracts’ zod/mini schemas into 400 just the same', () => {
    const result = AirportSearchQuery.safeParse({ q: 'a' });
    expect(toErrorResponse(result.error)).toEqual({
      status: 400,
      body: {
        message: 'q: Search text must be at least 2 characters',
        code: 'invalid_request',
        issues: [{ path: ['q'], message: 'Search text must be at least 2 characters' }],
      },
    });
  });

  it.each<[DomainErrorKind, number]>([
    ['NotFound', 404],
    ['Conflict', 409],
    ['Unauthenticated', 401],
    ['Forbidden', 403],
    ['Invalid', 400],
    ['Unprocessable', 422],
    ['UpstreamFailed', 502],
  ])('answers a DomainError %s with %i, its code and message', (kind, status) => {
    expect(toErrorResponse(new DomainError(kind, 'some_code', 'Something is off'))).toEqual({
      status,
      body: { message: 'Something is off', code: 'some_code' },
    });
  });

  it('answers a DomainError naming a field with that field as its issue', () => {
    const error = new DomainError('Invalid', 'date_in_past', 'Check-in date cannot be in the past', {
      field: 'checkInDate',
    });
    expect(toErrorResponse(error)).toEqual({
      status: 400,
      body: {
        message: 'Check-in date cannot be in the past',
        code: 'date_in_past',
        issues: [{ path: ['checkInDate'], message: 'Check-in date cannot be in the past' }],
      },
    });
  });

  it('answers a RateLimited DomainError with 429 and Retry-After', () => {
    const error = new DomainError('RateLimited', 'too_many_attempts', 'Slow down', { retryAfterSeconds: 30 });
    expect(toErrorResponse(error)).toEqual({
      status: 429,
      body: { message: 'Slow down', code: 'too_many_attempts' },
      headers: { 'Retry-After': '30' },
    });
  });

  it('keeps an HttpError status, code and message', () => {
    expect(toErrorResponse(new HttpError(409, 'taken', 'Username is taken'))).toEqual({
      status: 409,
      body: { message: 'Username is taken', code: 'taken' },
    });
  });

  it('answers other 4xx errors with the standard reason, never their own text', () => {
    const leaky = Object.assign(new Error('ENOENT: /srv/secret/path'), { status: 404, expose: true });
    expect(toErrorResponse(leaky)).toEqual({ status: 404, body: { message: 'Not Found', code: 'http_404' } });
  });

  it('hides the detail of unexpected errors', () => {
    const { status, body } = toErrorResponse(new Error('secret stack detail'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret');
  });
});

describe('bodyParserError', () => {
  it('maps an oversized body to 413 naming the limit and anything else to 400', () => {
    expect(bodyParserError(Object.assign(new Error('too large'), { status: 413 }), '100kb')).toMatchObject({
      status: 413,
      message: 'Request body is larger than 100kb',
    });
    expect(bodyParserError(new SyntaxError('Unexpected token'), '100kb')).toMatchObject({
      status: 400,
      code: 'malformed_json',
    });
  });
});
