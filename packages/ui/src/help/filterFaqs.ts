import type { FaqEntry } from '@farewise/contracts';
import { fold } from '../format/fold';

/** The FAQ category filter's "everything" value. */
export const ALL_FAQS = 'all';

/** FAQs in a category (or all) whose question, answer or a tag contains the query (case- and accent-insensitive). */
export function filterFaqs(faqs: readonly FaqEntry[], query: string, category: string): FaqEntry[] {
  const needle = fold(query.trim());
  return faqs.filter(
    (faq) =>
      (category === ALL_FAQS || faq.category === category) &&
      (needle === '' || [faq.question, faq.answer, ...faq.tags].some((text) => fold(text).includes(needle))),
  );
}
