import { TRIP_DOCUMENT_KINDS, type TripDocument } from '@farewise/contracts';
import { DomainError } from '../errors';

/** A new trip's document checklist: each of the five kinds, not done, without a note. */
export function defaultDocuments(): TripDocument[] {
  return TRIP_DOCUMENT_KINDS.map((kind) => ({ kind, done: false, note: '' }));
}

/**
 * Refuses a checklist that lists a kind twice: the checklist has one tick per document.
 * @throws DomainError Invalid `document_repeated` naming `documents`.
 */
export function requireDistinctDocuments(documents: readonly TripDocument[]): void {
  const kinds = documents.map((document) => document.kind);
  if (new Set(kinds).size !== kinds.length) {
    throw new DomainError('Invalid', 'document_repeated', 'List each document once', { field: 'documents' });
  }
}
