import type { AdvisorSource } from '@farewise/contracts';
import { Link } from '../../primitives/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as css from './SourceBadge.css';

/** What each source kind is, for screen readers (AI issue). */
const KINDS: Record<AdvisorSource['kind'], string> = {
  fare: 'fare',
  'best-month': 'best month',
  'price-history': 'price history',
  destination: 'destination',
  'hotel-rate': 'hotel rate',
  budget: 'budget',
  calendar: 'price calendar',
};

export interface SourceBadgeProps {
  source: AdvisorSource;
}

/**
 * One numbered source of an advisor's answer (AI issue): its number as the answer cites it, what it is and the figure,
 * linking to the page that shows that figure (a flight search, a price calendar, a destination or a hotels search).
 */
export function SourceBadge({ source }: SourceBadgeProps) {
  return (
    <Link href={source.href} className={css.badge}>
      <span className={css.number} aria-hidden="true">
        {source.id}
      </span>
      <VisuallyHidden>
        Source {source.id}, {KINDS[source.kind]}:{' '}
      </VisuallyHidden>
      <span className={css.label}>{source.label}</span>
      <span className={css.value}>{source.value}</span>
    </Link>
  );
}
