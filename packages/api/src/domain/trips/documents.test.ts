import { describe, expect, it } from 'vitest';
import { defaultDocuments } from '@farewise/contracts';
import { requireDistinctDocuments } from './documents';

describe('requireDistinctDocuments', () => {
  it('passes each kind at most once, and fewer than five', () => {
    expect(() => requireDistinctDocuments(defaultDocuments())).not.toThrow();
    expect(() => requireDistinctDocuments([{ kind: 'visa', done: true, note: '' }])).not.toThrow();
  });

  it('refuses a kind listed twice, naming documents', () => {
    const passport = { kind: 'passport' as const, done: true, note: '' };
    expect(() => requireDistinctDocuments([passport, { ...passport, done: false }])).toThrow(
      expect.objectContaining({ kind: 'Invalid', field: 'documents' }),
    );
  });
});
