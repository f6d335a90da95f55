import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Destination } from '@farewise/contracts';
import { MapPin } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import { formatUsd } from '../../format';
import { homeBadge, priceChangeValue } from './homeBadge';
import {
  badgeSlot,
  body,
  card,
  change,
  footer,
  image,
  media,
  name as nameClass,
  placeholder,
  where,
} from './DestinationCard.css';

const BADGE_TONE = {
  Trending: 'primary',
  'Price Alert': 'danger',
  'Best Price': 'success',
  Popular: 'neutral',
} as const;

export interface DestinationCardProps {
  destination: Destination;
}

/**
 * A destination on home (spec 01 §2, §9): photo (or a styled placeholder when it is missing or fails to load),
 * the home badge, name, country, the average round-trip fare and its change. The whole card opens
 * `/destination/{id}`.
 */
export function DestinationCard({ destination }: DestinationCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const badge = homeBadge(destination);
  const changeValue = priceChangeValue(destination.priceChange);
  const price =
    typeof destination.averagePrice === 'number' ? destination.averagePrice : Number(destination.averagePrice);
  return (
    <Link to="/destination/$id" params={{ id: destination.id }} className={card}>
      <div className={media}>
        {destination.imageUrl && !imageFailed ? (
          <img
            className={image}
            src={destination.imageUrl}
            alt=""
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className={placeholder} data-category={destination.category} aria-hidden="true">
            <MapPin size={28} />
          </div>
        )}
        <span className={badgeSlot}>
          <Badge tone={BADGE_TONE[badge]}>{badge}</Badge>
        </span>
      </div>
      <div className={body}>
        <h3 className={nameClass}>{destination.name}</h3>
        <p className={where}>
          {destination.city === destination.name ? destination.country : `${destination.city}, ${destination.country}`}
        </p>
        <div className={footer}>
          <span>
            from <strong>{formatUsd(price)}</strong>
          </span>
          <span className={change} data-direction={changeValue < 0 ? 'down' : changeValue > 0 ? 'up' : 'flat'}>
            {changeValue > 0 ? '+' : ''}
            {changeValue}%
          </span>
        </div>
      </div>
    </Link>
  );
}
