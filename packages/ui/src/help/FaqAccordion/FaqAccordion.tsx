import { useState } from 'react';
import { FaqEntry } from '@farewise/contracts';
import { categoryLabel } from '../../destinations/categoryTone';
import { EmptyState } from '../../layout/EmptyState';
import { Accordion } from '../../primitives/Accordion';
import { Badge } from '../../primitives/Badge';
import { ChipGroup } from '../../primitives/ChipGroup';
import { ALL_FAQS, filterFaqs } from '../filterFaqs';
import { answer, tags } from './FaqAccordion.css';

const CHIPS = [
  { value: ALL_FAQS, label: 'All' },
  ...FaqEntry.shape.category.options.map((category) => ({ value: category, label: categoryLabel(category) })),
];

export interface FaqAccordionProps {
  faqs: readonly FaqEntry[];
  /** The help center's search text; FAQs whose question, answer or tags contain it are shown. */
  query: string;
}

/**
 * The help center's FAQs (spec 02 §2, §4, §8): category buttons over an accordion where one answer is open at a
 * time and can be collapsed, each with its tags; "No results found" when the search and category match nothing.
 */
export function FaqAccordion({ faqs, query }: FaqAccordionProps) {
  const [category, setCategory] = useState<string>(ALL_FAQS);
  const matches = filterFaqs(faqs, query, category);
  return (
    <div>
      <ChipGroup label="FAQ category" chips={CHIPS} value={category} onValueChange={setCategory} />
      {matches.length === 0 ? (
        <EmptyState title="No results found" text="Try adjusting your search or browse our guides below." />
      ) : (
        <Accordion
          items={matches.map((faq) => ({
            value: faq.id,
            title: faq.question,
            content: (
              <div className={answer}>
                <p>{faq.answer}</p>
                <p className={tags}>
                  {faq.tags.map((tag) => (
                    <Badge key={tag}>{tag}</Badge>
                  ))}
                </p>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
