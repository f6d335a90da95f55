import type { LucideIcon } from 'lucide-react';
import { BadgePercent, Bell, CalendarRange, LineChart, MapPinned, Sparkles } from 'lucide-react';
import { Stack } from '../Stack';
import { CARD_COLUMNS, Tiles } from '../Tiles';
import { SectionHeading } from '../SectionHeading';
import { feature, featureIcon, featureText, featureTitle } from './FeatureList.css';

/** One thing Farewise does: a lucide icon, a short title and one line of description. */
export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** What Farewise does for a traveller (spec 01 §1), in the order of the home page. */
export const homeFeatures: readonly Feature[] = [
  {
    icon: LineChart,
    title: 'Price prediction',
    description: 'The best month to fly and whether to book now or wait, with the confidence behind it.',
  },
  {
    icon: MapPinned,
    title: 'Cheaper alternatives',
    description: 'Nearby airports and destinations that cost less, with the exact saving in dollars.',
  },
  {
    icon: CalendarRange,
    title: 'Flexible dates',
    description: 'Price calendars around your month show the cheapest days to leave and return.',
  },
  {
    icon: Bell,
    title: 'Price alerts',
    description: 'Set a target fare or a percentage drop and hear about it when the price gets there.',
  },
  {
    icon: Sparkles,
    title: 'Smart trip planner',
    description: 'Five quick questions turn your season, style and budget into destinations that fit.',
  },
  {
    icon: BadgePercent,
    title: 'No booking fees',
    description: 'Farewise shows fares as airlines and hotels price them and adds nothing on top.',
  },
];

export interface FeatureListProps {
  /** The features shown, in order; the home page's by default. */
  features?: readonly Feature[];
}

/** The home page's features list (spec 01 §2): an icon, a title and one line on each thing Farewise does. */
export function FeatureList({ features = homeFeatures }: FeatureListProps) {
  return (
    <section aria-labelledby="features-title">
      <SectionHeading id="features-title" title="Why travellers pay less with Farewise" />
      <Tiles as="ul" columns={CARD_COLUMNS} space="lg">
        {features.map(({ icon: Icon, title, description }) => (
          <Stack as="li" key={title} space="xs" className={feature}>
            <span className={featureIcon}>
              <Icon size={22} aria-hidden="true" />
            </span>
            <h3 className={featureTitle}>{title}</h3>
            <p className={featureText}>{description}</p>
          </Stack>
        ))}
      </Tiles>
    </section>
  );
}
