import { priceChangeValue, type Destination } from '@farewise/contracts';
import { TrendingUp } from 'lucide-react';
import { formatUsd, TRIP_TYPE } from '../../format';
import { Badge } from '../../primitives/Badge';
import { PlaceCard } from '../PlaceCard';
import { POPULAR_CATEGORY_TONE, categoryLabel } from '../categoryTone';
import { category as categoryClass } from './PopularDestinationCard.css';

export interface PopularDestinationCardProps {
  destination: Destination;
}

/**
 * A card on the popular destinations page (spec 02 §2, §9): the photo (or a placeholder), a category badge in the
 * page's category colour that also shows the price change when it is not zero, a Trending badge, name, country, the
 * average round-trip price in whole dollars shown with .00, the price change (red rising, green falling), a two-line
 * description and the category. The card opens `/destination/{id}`.
 */
export function PopularDestinationCard({ destination }: PopularDestinationCardProps) {
  const change = priceChangeValue(destination.priceChange);
  const label = categoryLabel(destination.category);
  const badges = (
    <>
      <Badge tone={POPULAR_CATEGORY_TONE[destination.category]} data-category={destination.category}>
        {label}
        {change !== 0 && ` ${change > 0 ? '+' : ''}${change}%`}
      </Badge>
      {destination.trending && (
        <Badge tone="info">
          <TrendingUp size={12} aria-hidden="true" />
          Trending
        </Badge>
      )}
    </>
  );
  return (
    <PlaceCard
      place={destination}
      badges={badges}
      where={destination.country}
      description={destination.description}
      price={
        <>
          <strong>{formatUsd(Math.round(Number(destination.averagePrice)))}</strong> avg. {TRIP_TYPE.roundTrip}
        </>
      }
      priceChange={change}
      footnote={<p className={categoryClass}>{label}</p>}
    />
  );
}
