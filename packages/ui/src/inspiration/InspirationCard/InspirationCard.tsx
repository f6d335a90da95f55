import type { InspirationTrip } from '@farewise/contracts';
import { CalendarDays, Clock, TrendingUp } from 'lucide-react';
import { CardMedia } from '../../destinations/CardMedia';
import { placeImageAlt } from '../../destinations/CardMedia/mapImage';
import { categoryLabel } from '../../destinations/categoryTone';
import { formatWholeUsd } from '../../format';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { withSearch } from '../../primitives/Link/href';
import { facts, footer, links, more, tripCard, tripBody, tripTitle } from './InspirationCard.css';

/** Highlights shown before "+N more", and best months shown (spec 02 §9). */
export const HIGHLIGHTS_SHOWN = 3;
export const BEST_MONTHS_SHOWN = 2;

export interface InspirationCardProps {
  trip: InspirationTrip;
}

/**
 * A trip idea (spec 02 §2, §9): its season and a Trending badge, destination and country, duration, the estimated
 * cost per person in whole USD (round-trip flights from the US included, and the card says so), up to three
 * highlights then "+N more", the first two best months, Plan Trip (the new-trip wizard with the destination and title
 * filled in), and links to the price calendar, budget calculator and deals.
 */
export function InspirationCard({ trip }: InspirationCardProps) {
  const hidden = trip.highlights.length - HIGHLIGHTS_SHOWN;
  const headingId = `trip-${trip.id}`;
  return (
    <Card as="article" variant="outlined" className={tripCard} aria-labelledby={headingId}>
      <CardMedia
        imageUrl={trip.imageUrl}
        alt={placeImageAlt(trip.imageUrl, trip.destination, trip.country)}
        badges={
          <>
            <Badge tone="info">{categoryLabel(trip.season)}</Badge>
            {trip.trending && (
              <Badge tone="info">
                <TrendingUp size={12} aria-hidden="true" />
                Trending
              </Badge>
            )}
          </>
        }
      />
      <div className={tripBody}>
        <h3 id={headingId} className={tripTitle}>
          {trip.title}
        </h3>
        <p>
          {trip.destination}, {trip.country}
        </p>
        <p className={facts}>
          <span>
            <Clock size={14} aria-hidden="true" /> {trip.duration}
          </span>
          <span>
            from <strong>{formatWholeUsd(trip.estimatedCost)}</strong> with round-trip flights
          </span>
        </p>
        <ul aria-label="Highlights">
          {trip.highlights.slice(0, HIGHLIGHTS_SHOWN).map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
          {hidden > 0 && <li className={more}>+{hidden} more</li>}
        </ul>
        <p className={facts}>
          <span>
            <CalendarDays size={14} aria-hidden="true" /> Best: {trip.bestMonths.slice(0, BEST_MONTHS_SHOWN).join(', ')}
          </span>
        </p>
        <div className={footer}>
          <Button asChild>
            <Link href={withSearch('/trips', { destination: trip.destination, title: trip.title })}>Plan Trip</Link>
          </Button>
          <p className={links}>
            <Link href="/travel-calendar">Price calendar</Link>
            <Link href="/budget-calculator">Budget</Link>
            <Link href="/travel-deals">Deals</Link>
          </p>
        </div>
      </div>
    </Card>
  );
}
