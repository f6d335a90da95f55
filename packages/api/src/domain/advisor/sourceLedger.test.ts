import { describe, expect, it } from 'vitest';
import { danglingCitations, SourceLedger } from './sourceLedger';

const fare = { kind: 'fare' as const, label: 'Lowest fare', value: '$412', href: '/?origin=NYC&destination=CDG' };
const month = { kind: 'best-month' as const, label: 'Best month', value: 'June 2026', href: fare.href };

describe('SourceLedger', () => {
  it('numbers sources in the order first seen, and keeps a source seen again at its number', () => {
    const ledger = new SourceLedger();
    expect(ledger.cite([{ id: 7, ...fare }]).map((s) => s.id)).toEqual([1]);
    expect(ledger.cite([month, fare]).map((s) => s.id)).toEqual([2, 1]);
    expect(ledger.all()).toEqual([
      { id: 1, ...fare },
      { id: 2, ...month },
    ]);
  });
});

describe('danglingCitations', () => {
  it('names the citations no source has', () => {
    expect(danglingCitations('From $412 [1] in June [2], or [3] and [10].', [{ id: 1 }, { id: 2 }])).toEqual([3, 10]);
    expect(danglingCitations('No citations.', [])).toEqual([]);
  });
});
