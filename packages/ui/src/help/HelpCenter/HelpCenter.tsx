import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { FaqEntry } from '@farewise/contracts';
import { Lightbulb, UserCog, Users } from 'lucide-react';
import { SectionHeading } from '../../layout/SectionHeading';
import { cardGrid } from '../../layout/section.css';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { SearchField } from '../../primitives/SearchField';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { useToast } from '../../primitives/Toast';
import { ContactOptions } from '../ContactOptions';
import { FaqAccordion } from '../FaqAccordion';
import { GuideCard, type HelpGuide } from '../GuideCard';
import { cta, hero, resources, section, tips } from './HelpCenter.css';

/** The Resources tab's links (spec 02 §2). */
const RESOURCE_LINKS = [
  { to: '/destinations', label: 'Browse destinations' },
  { to: '/travel-deals', label: 'Current travel deals' },
  { to: '/budget-calculator', label: 'Budget calculator' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/terms-of-service', label: 'Terms of service' },
] as const;

/** Four quick tips (spec 02 §2), from how fares behave (spec 01 §9). */
const QUICK_TIPS = [
  'Tuesday, Wednesday and Thursday flights are often 15–30% cheaper.',
  'Book 6–8 weeks ahead for domestic trips and 2–3 months ahead for international ones.',
  'A flexible month can save up to 40% against a fixed date.',
  'Set a price alert instead of checking every day: we email you when the fare drops.',
];

export interface HelpCenterProps {
  /** The twelve FAQs (spec 02 §3: built-in content). */
  faqs: readonly FaqEntry[];
  /** The six guides, each with the page it teaches. */
  guides: readonly HelpGuide[];
}

/**
 * The help center (spec 02 §2, §8, §9): a search over the FAQs, the four contact options, tabs for FAQs (category
 * buttons and a one-open accordion, "No results found" when nothing matches), Guides and Resources (links, Account
 * Settings and four quick tips), and a call to action to contact us or join the community forum.
 */
export function HelpCenter({ faqs, guides }: HelpCenterProps) {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState('faqs');
  const { toast } = useToast();
  return (
    <>
      <div className={hero}>
        <h1 id="help-title">How can we help?</h1>
        <SearchField
          label="Search help"
          placeholder="Search questions, e.g. fees or alerts"
          value={query}
          onValueChange={(text) => {
            setQuery(text);
            setTab('faqs');
          }}
        />
      </div>
      <section className={section} aria-labelledby="contact-options-title">
        <SectionHeading id="contact-options-title" title="Talk to us" />
        <ContactOptions />
      </section>
      <Tabs value={tab} onValueChange={setTab} className={section}>
        <TabList aria-label="Help topics">
          <Tab value="faqs">FAQs</Tab>
          <Tab value="guides">Guides</Tab>
          <Tab value="resources">Resources</Tab>
        </TabList>
        <TabPanel value="faqs">
          <FaqAccordion faqs={faqs} query={query} />
        </TabPanel>
        <TabPanel value="guides">
          <ul className={cardGrid} aria-label="Guides">
            {guides.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
        </TabPanel>
        <TabPanel value="resources">
          <div className={resources}>
            <Card variant="outlined">
              <h3>Useful pages</h3>
              <ul>
                {RESOURCE_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline">
                <Link to="/auth">
                  <UserCog size={16} aria-hidden="true" />
                  Account Settings
                </Link>
              </Button>
            </Card>
            <Card variant="outlined">
              <h3>
                <Lightbulb size={18} aria-hidden="true" /> Quick tips
              </h3>
              <ul className={tips}>
                {QUICK_TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </Card>
          </div>
        </TabPanel>
      </Tabs>
      <aside className={cta} aria-labelledby="cta-title">
        <h2 id="cta-title">Still need help?</h2>
        <p>Our travel experts answer every message within 24 hours.</p>
        <div>
          <Button asChild>
            <Link to="/contact-us">Contact Us</Link>
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
