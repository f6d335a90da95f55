import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '@farewise/contracts';
import { ALL_FAQS, filterFaqs } from './filterFaqs';

const faqs: FaqEntry[] = [
  { id: 'fees', category: 'booking', question: 'Booking fees?', answer: 'None at all.', tags: ['price'] },
  { id: 'plans', category: 'payments', question: 'Instalments?', answer: 'Over $500.', tags: ['payment plan'] },
  { id: 'data', category: 'policies', question: 'My data?', answer: 'Never sold.', tags: ['privacy'] },
];
const ids = (list: FaqEntry[]) => list.map((f) => f.id);

describe('filterFaqs', () => {
  it('searches question, answer and tags', () => {
    expect(ids(filterFaqs(faqs, 'FEES', ALL_FAQS))).toEqual(['fees']);
    expect(ids(filterFaqs(faqs, 'never sold', ALL_FAQS))).toEqual(['data']);
    expect(ids(filterFaqs(faqs, 'payment plan', ALL_FAQS))).toEqual(['plans']);
    expect(ids(filterFaqs(faqs, ' ', ALL_FAQS))).toEqual(['fees', 'plans', 'data']);
  });

  it('narrows by category, together with the search', () => {
    expect(ids(filterFaqs(faqs, '', 'payments'))).toEqual(['plans']);
    expect(ids(filterFaqs(faqs, 'fees', 'payments'))).toEqual([]);
  });
});
