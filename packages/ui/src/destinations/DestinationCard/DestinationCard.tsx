import {
  catalogBadge,
  homeBadge,
  priceChangeValue,
  type CatalogBadge,
  type Destination,
  type HomeBadge,
} from '@farewise/contracts';
import { Badge } from '../../primitives/Badge';
import { formatUsd, formatWholeUsd, TRIP_TYPE } from '../../format';
import { PlaceCard } from '../PlaceCard';
import { CATALOG_CATEGORY_TONE, categoryLabel } from '../categoryTone';

const HOME_TONE = {
  Trending: 'info',
  'Price Alert': 'critical',
  'Best Price': 'positive',
  Popular: 'neutral',
} as const;

function badgeFor(destination: Destination, variant: 'home' | 'catalog') {
  if (variant === 'home') {
    const badge: HomeBadge = homeBadge(destination);
    return <Badge tone={HOME_TONE[badge]}>{badge}</Badge>;
  }
  const badge: CatalogBadge = catalogBadge(destination);
  if (badge === 'Price Rising') return <Badge tone="critical">{badge}</Badge>;
  if (badge === 'Great Deal') return <Badge tone="positive">{badge}</Badge>;
  if (badge === 'Trending' || badge === 'Popular') return <Badge tone="info">{badge}</Badge>;
  return null; // the badge is the category, which the card shows in its colour anyway
}

export interface DestinationCardProps {
  destination: Destination;
  /**
   * `home` (default): the home badge rule of spec 01 §9. `catalog`: the destinations list's badge rule and the
   * category in its colour (spec 02 §9).
   */
  variant?: 'home' | 'catalog';
  /** The card leads its list: its image is fetched first (see `CardMedia`'s `priority`). */
  priority?: boolean;
}

/**
 * A destination card (spec 01 §2, spec 02 §2): photo (or a placeholder when it is missing or fails to load), the
 * badges of its variant, name, city and country, the average round-trip fare (USD, labelled round trip) and its
 * change. On home the fare has 2 decimals (spec 01 §9); the destinations list, where no spec sets it, rounds to whole
 * dollars. The whole card opens `/destination/{id}`.
 */
export function DestinationCard({ destination, variant = 'home', priority }: DestinationCardProps) {
  const price =
    typeof destination.averagePrice === 'number' ? destination.averagePrice : Number(destination.averagePrice);
  const badges = (
    <>
      {badgeFor(destination, variant)}
      {variant === 'catalog' && (
        <Badge tone={CATALOG_CATEGORY_TONE[destination.category]} data-category={destination.category}>
          {categoryLabel(destination.category)}
        </Badge>
      )}
    </>
  );
  return (
    <PlaceCard
      place={destination}
      badges={badges}
      where={
        destination.city === destination.name ? destination.country : `${destination.city}, ${destination.country}`
      }
      price={
        <>
          from <strong>{variant === 'home' ? formatUsd(price) : formatWholeUsd(price)}</strong> {TRIP_TYPE.roundTrip}
        </>
      }
      priceChange={priceChangeValue(destination.priceChange)}
      priority={priority}
    />
  );
}
