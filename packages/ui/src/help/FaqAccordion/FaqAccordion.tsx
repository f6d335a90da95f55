import { useState } from 'react';
import { FaqEntry, type HelpSearchParams } from '@farewise/contracts';
import { categoryLabel } from '../../destinations/categoryTone';
import { FilteredGrid } from '../../layout/FilteredGrid';
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
  /** The category shown (controlled); every category is `all`. */
  category?: FaqCategoryChoice;
  /** Where an uncontrolled category starts: all. */
  defaultCategory?: FaqCategoryChoice;
  /** Called when a category button is chosen. */
  onCategoryChange?: (category: FaqCategoryChoice) => void;
}

/** An FAQ category, or `all`. */
export type FaqCategoryChoice = HelpSearchParams['category'];

/**
 * The help center's FAQs (spec 02 §2, §4, §8): category buttons over an accordion where one answer is open at a
 * time and can be collapsed, each with its tags; "No results found" when the search and category match nothing.
 */
export function FaqAccordion({
  faqs,
  query,
  category: categoryProp,
  defaultCategory = ALL_FAQS,
  onCategoryChange,
}: FaqAccordionProps) {
  const [ownCategory, setOwnCategory] = useState(defaultCategory);
  const category = categoryProp ?? ownCategory;
  const choose = (next: string) => {
    const chosen = next as FaqCategoryChoice;
    setOwnCategory(chosen);
    onCategoryChange?.(chosen);
  };
  return (
    <FilteredGrid
      filters={<ChipGroup label="FAQ category" chips={CHIPS} value={category} onValueChange={choose} />}
      items={filterFaqs(faqs, query, category)}
      empty={{ title: 'No results found', text: 'Try adjusting your search or browse our guides below.' }}
      renderItems={(matches) => (
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
    />
  );
}
