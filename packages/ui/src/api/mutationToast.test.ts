import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { outcomeToast, type MutationToasts } from './mutationToast';

const toasts: MutationToasts<{ id: number }, string> = {
  success: (data, name) => ({ title: 'Search saved', description: `"${name}" is #${data.id}.`, tone: 'positive' }),
  failure: { title: 'Delete Failed', fallback: 'Failed to delete saved search' },
};

describe('outcomeToast', () => {
  it('builds the success toast from the answer and what was sent', () => {
    expect(outcomeToast(toasts, { ok: true, data: { id: 7 } }, 'Paris in May')).toEqual({
      title: 'Search saved',
      description: '"Paris in May" is #7.',
      tone: 'positive',
    });
  });

  it('shows a fixed success toast as given', () => {
    expect(outcomeToast({ success: { title: 'Logged Out' } }, { ok: true, data: undefined }, undefined)).toEqual({
      title: 'Logged Out',
    });
  });

  it("says a failure in the critical tone with the server's message", () => {
    const error = new ApiError(409, JSON.stringify({ message: 'Alert already exists' }), 'Conflict');
    expect(outcomeToast(toasts, { ok: false, error }, 'x')).toEqual({
      title: 'Delete Failed',
      description: 'Alert already exists',
      tone: 'critical',
    });
  });

  it("falls back to the spec's text when the server sent no message", () => {
    const error = new ApiError(500, '', 'Internal Server Error');
    expect(outcomeToast(toasts, { ok: false, error }, 'x')?.description).toBe('Failed to delete saved search');
  });

  it('shows nothing for an outcome without a toast', () => {
    expect(
      outcomeToast({ success: { title: 'Saved' } }, { ok: false, error: new Error('offline') }, 1),
    ).toBeUndefined();
    expect(outcomeToast({ failure: { title: 'Failed' } }, { ok: true, data: 1 }, 1)).toBeUndefined();
  });
});
