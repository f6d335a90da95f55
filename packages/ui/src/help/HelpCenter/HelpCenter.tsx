import { HelpSearchParams, type FaqEntry } from '@farewise/contracts';
import { Users } from 'lucide-react';
import { useFilterState } from '../../layout/FilteredGrid/useFilterState';
import { SectionHeading } from '../../layout/SectionHeading';
import { CARD_COLUMNS, Tiles } from '../../layout/Tiles';
import { Button } from '../../primitives/Button';
import { SearchField } from '../../primitives/SearchField';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { useToast } from '../../primitives/Toast';
import { Link } from '../../primitives/Link';
import { ContactOptions } from '../ContactOptions';
import { FaqAccordion } from '../FaqAccordion';
import { GuideCard, type HelpGuide } from '../GuideCard';
import { cta, hero, section } from './HelpCenter.css';
import { HelpResources } from './HelpResources';

const NO_FILTERS = HelpSearchParams.parse({});

export interface HelpCenterProps {
  /** The twelve FAQs (spec 02 §3: built-in content). */
  faqs: readonly FaqEntry[];
  /** The six guides, each with the page it teaches. */
  guides: readonly HelpGuide[];
  /** The search text, open tab and FAQ category shown (controlled), e.g. from the URL's `q`, `tab` and `category`. */
  filters?: HelpSearchParams;
  /** Where uncontrolled filters start: no search, the FAQs tab, every category. */
  defaultFilters?: HelpSearchParams;
  /** Called with every change: each keystroke, tab and category. */
  onFiltersChange?: (filters: HelpSearchParams) => void;
}

/**
 * The help center (spec 02 §2, §8, §9): a search over the FAQs, the four contact options, tabs for FAQs (category
 * buttons and a one-open accordion, "No results found" when nothing matches), Guides and Resources (links, Account
 * Settings and four quick tips), and a call to action to contact us or join the community forum.
 */
export function HelpCenter({
  faqs,
  guides,
  filters: filtersProp,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
}: HelpCenterProps) {
  const [filters, setFilters] = useFilterState({
    value: filtersProp,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
  });
  const { toast } = useToast();
  return (
    <>
      <div className={hero}>
        <h1 id="help-title">How can we help?</h1>
        <SearchField
          label="Search help"
          placeholder="Search questions, e.g. fees or alerts"
          value={filters.q}
          // Searching brings the FAQs, which it filters, into view.
          onValueChange={(q) => setFilters({ ...filters, q, tab: 'faqs' })}
        />
      </div>
      <section className={section} aria-labelledby="contact-options-title">
        <SectionHeading id="contact-options-title" title="Talk to us" />
        <ContactOptions />
      </section>
      <Tabs
        value={filters.tab}
        onValueChange={(tab) => setFilters({ ...filters, tab: HelpSearchParams.shape.tab.parse(tab) })}
        className={section}
      >
        <TabList aria-label="Help topics">
          <Tab value="faqs">FAQs</Tab>
          <Tab value="guides">Guides</Tab>
          <Tab value="resources">Resources</Tab>
        </TabList>
        <TabPanel value="faqs">
          <FaqAccordion
            faqs={faqs}
            query={filters.q}
            category={filters.category}
            onCategoryChange={(category) => setFilters({ ...filters, category })}
          />
        </TabPanel>
        <TabPanel value="guides">
          <Tiles as="ul" columns={CARD_COLUMNS} space="lg" aria-label="Guides">
            {guides.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </Tiles>
        </TabPanel>
        <TabPanel value="resources">
          <HelpResources />
        </TabPanel>
      </Tabs>
      <aside className={cta} aria-labelledby="cta-title">
        <h2 id="cta-title">Still need help?</h2>
        <p>Our travel experts answer every message within 24 hours.</p>
        <div>
          <Button asChild>
            <Link href="/contact-us">Contact Us</Link>
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              toast({
                title: 'The community forum opens soon',
                description: 'Until then, Contact Us reaches a person within 24 hours.',
              })
            }
          >
            <Users size={16} aria-hidden="true" />
            Join Community Forum
          </Button>
        </div>
      </aside>
    </>
  );
}
