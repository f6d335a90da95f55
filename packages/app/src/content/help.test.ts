import { describe, expect, it } from 'vitest';
import { FaqEntry, Guide } from '@farewise/contracts';
import { faqs, guides } from './help';

describe('help center content (spec 02 §3, §9)', () => {
  it('holds twelve valid FAQs and six valid guides, ids unique', () => {
    expect(faqs).toHaveLength(12);
    expect(guides).toHaveLength(6);
    for (const faq of faqs) expect(() => FaqEntry.parse(faq)).not.toThrow();
    for (const guide of guides) expect(() => Guide.parse(guide)).not.toThrow();
    expect(new Set(faqs.map((f) => f.id)).size).toBe(12);
    expect(new Set(guides.map((g) => g.id)).size).toBe(6);
  });

  it('covers every FAQ category, and every FAQ has tags', () => {
    expect(new Set(faqs.map((f) => f.category))).toEqual(
      new Set(['booking', 'payments', 'account', 'travel', 'technical', 'policies']),
    );
    for (const faq of faqs) expect(faq.tags.length).toBeGreaterThan(0);
  });

  it('says what spec 02 §9 requires: no booking fees, payment plans over $500, 11 months ahead, 500+ airlines', () => {
    const text = faqs.map((f) => `${f.question} ${f.answer}`).join('\n');
    expect(text).toMatch(/never adds a booking fee/);
    expect(text).toMatch(/over \$500/);
    expect(text).toMatch(/11 months ahead/);
    expect(text).toMatch(/More than 500 airlines/);
  });

  it('every guide opens a page of the app', () => {
    for (const guide of guides) expect(guide.to).toMatch(/^\/[a-z-]*$/);
  });
});
