import type { Deal } from '@farewise/contracts';
import { Clock, Star } from 'lucide-react';
import { useNow } from '../../clock/ClockProvider';
import { formatCount } from '../../format';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { withSearch } from '../../primitives/Link/href';
import { DealPrice } from '../DealPrice';
import { daysLeft, dealLink } from '../dealMath';
import { art, badges, dealCard, meta, muted, title } from '../deals.css';

export interface FeaturedDealCardProps {
  deal: Deal;
}

/**
 * A featured deal (spec 02 §2): discount badge, sale price and struck-through original, duration, rating and review
 * count (when the deal has them), days until it expires and Book This Deal.
 */
export function FeaturedDealCard({ deal }: FeaturedDealCardProps) {
  const days = daysLeft(deal.validUntil, useNow());
  const headingId = `featured-${deal.id}`;
  const book = dealLink(deal);
  return (
    <Card as="article" className={dealCard} aria-labelledby={headingId}>
      <div className={art} aria-hidden="true">
        {deal.image}
      </div>
      <div className={badges}>
        <Badge tone="critical">{deal.discount}% off</Badge>
        {deal.urgent && <Badge tone="caution">Ending soon</Badge>}
      </div>
      <h3 id={headingId} className={title}>
        {deal.title}
      </h3>
      <p className={muted}>
        {deal.destination}
        {deal.duration && ` · ${deal.duration}`}
      </p>
      <DealPrice deal={deal} />
      <p className={meta}>
        {deal.rating !== undefined ? (
          <span>
            <Star size={14} aria-hidden="true" /> {deal.rating.toFixed(1)}
            {deal.reviews !== undefined && ` (${formatCount(deal.reviews)} reviews)`}
          </span>
        ) : (
          <span>New deal, no reviews yet</span>
        )}
        <span>
          <Clock size={14} aria-hidden="true" /> {days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`}
        </span>
      </p>
      <Button asChild>
        <Link href={withSearch(book.to, book.search)}>Book This Deal</Link>
      </Button>
    </Card>
  );
}
