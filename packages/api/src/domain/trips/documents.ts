import type { TripDocument } from '@farewise/contracts';
import { DomainError } from '../errors';

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
