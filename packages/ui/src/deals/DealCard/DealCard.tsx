import type { Deal } from '@farewise/contracts';
import { Clock } from 'lucide-react';
import { useNow } from '../../clock/ClockProvider';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { withSearch } from '../../primitives/Link/href';
import { DealPrice } from '../DealPrice';
import { daysLeft, dealLink } from '../dealMath';
import { art, badges, dealCard, highlights, meta, muted, ribbon, title } from '../deals.css';

export interface DealCardProps {
  deal: Deal;
}

/** Highlights shown on a grid card (spec 02 §9). */
export const GRID_HIGHLIGHTS = 2;

/**
 * A deal in the All Travel Deals grid (spec 02 §2, §9): an Ending Soon ribbon when urgent, the type and category,
 * title and destination, the first two highlights, sale and original price, the discount, days left (rounded up)
 * and Book Now, which searches the deal's trip.
 */
export function DealCard({ deal }: DealCardProps) {
  const days = daysLeft(deal.validUntil, useNow());
  const headingId = `deal-${deal.id}`;
  const book = dealLink(deal);
  return (
    <Card as="article" variant="outlined" className={dealCard} aria-labelledby={headingId}>
      {deal.urgent && <span className={ribbon}>Ending Soon</span>}
      <div className={art} aria-hidden="true">
        {deal.image}
      </div>
      <div className={badges}>
        <Badge tone="critical">{deal.discount}% off</Badge>
        <Badge tone="info">{deal.category}</Badge>
        <Badge>{deal.type}</Badge>
      </div>
      <h3 id={headingId} className={title}>
        {deal.title}
      </h3>
      <p className={muted}>{deal.origin ? `${deal.origin} → ${deal.destination}` : deal.destination}</p>
      <ul className={highlights} aria-label="Highlights">
        {deal.highlights.slice(0, GRID_HIGHLIGHTS).map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <DealPrice deal={deal} />
      <p className={meta}>
        <span>
          <Clock size={14} aria-hidden="true" /> {days === 1 ? '1 day left' : `${days} days left`}
        </span>
      </p>
      <Button asChild>
        <Link href={withSearch(book.to, book.search)}>Book Now</Link>
      </Button>
    </Card>
  );
}
