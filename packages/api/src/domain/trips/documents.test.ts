import { describe, expect, it } from 'vitest';
import { TRIP_DOCUMENT_KINDS } from '@farewise/contracts';
import { defaultDocuments, requireDistinctDocuments } from './documents';

describe('defaultDocuments', () => {
  it('lists the five kinds, none done, without notes', () => {
    expect(defaultDocuments()).toEqual(TRIP_DOCUMENT_KINDS.map((kind) => ({ kind, done: false, note: '' })));
  });
});

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
