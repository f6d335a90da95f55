import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { changePasswordFailure } from './changePasswordFailure';

const answer = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');

describe('changePasswordFailure', () => {
  it('puts the server’s field issues on the fields the form sent', () => {
    const wrong = answer(400, {
      message: 'Current password is incorrect',
      code: 'wrong_password',
      issues: [{ path: ['currentPassword'], message: 'Current password is incorrect' }],
    });
    expect(changePasswordFailure(wrong)).toEqual({
      fieldErrors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
  });

  it('says in the alert what no field explains: a rate limit, an issue on no sent field, a server failure', () => {
    const limited = answer(429, { message: 'Too many login attempts. Try again in 60 seconds.', code: 'x' });
    expect(changePasswordFailure(limited)).toEqual({
      fieldErrors: [],
      alert: 'Too many login attempts. Try again in 60 seconds.',
    });
    const elsewhere = answer(400, { message: 'Body: expected object', code: 'invalid_request', issues: [] });
    expect(changePasswordFailure(elsewhere).alert).toBe('Body: expected object');
    expect(changePasswordFailure(new ApiError(502, '', 'Bad Gateway')).alert).toBe('502: Bad Gateway');
  });

  it('tells a signed-out traveller to sign in, and an offline one to check the connection', () => {
    expect(changePasswordFailure(answer(401, { message: 'Not signed in', code: 'unauthenticated' })).alert).toBe(
      'You have been signed out. Sign in again to change your password.',
    );
    expect(changePasswordFailure(new TypeError('Failed to fetch')).alert).toBe(
      'We couldn’t reach Farewise. Check your connection and try again.',
    );
    expect(changePasswordFailure(new Error('Unexpected answer')).alert).toBe('Something went wrong. Please try again.');
  });
});
