import { useId } from 'react';
import type { AiRecommendation } from '@farewise/contracts';
import { ArrowRight, CalendarClock, MapPin, Route, Tag, type LucideIcon } from 'lucide-react';
import { formatUsd, TRIP_TYPE } from '../../format';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { MatchBadge } from '../MatchBadge';
import { SaveRecommendation } from '../SaveRecommendation';
import * as css from './AiRecommendationCard.css';

/** Each card type's icon and the word screen readers hear for it (spec 01 §2). */
const TYPES: Record<AiRecommendation['type'], { icon: LucideIcon; label: string }> = {
  destination: { icon: MapPin, label: 'Destination' },
  timing: { icon: CalendarClock, label: 'Timing' },
  deal: { icon: Tag, label: 'Deal' },
  route: { icon: Route, label: 'Route' },
};

export interface AiRecommendationCardProps {
  card: AiRecommendation;
}

/**
 * One AI recommendation card (spec 01 §2, §3): the type icon, title, description and "N% match" badge, then what
 * the card has of the price (USD per person, with its trip type) and "You save" amount, the best time, the AI insights, the reasons and
 * the tags. Explore This opens the card's page (its flight search or destination page; without one, a flight search
 * for its destination) and Save keeps it (see `SaveRecommendation`).
 */
export function AiRecommendationCard({ card }: AiRecommendationCardProps) {
  const titleId = useId();
  const { icon: Icon, label } = TYPES[card.type];
  const href = card.href ?? `/?destination=${encodeURIComponent(card.destination)}`;
  return (
    <Card as="article" variant="outlined" className={css.card} aria-labelledby={titleId}>
      <Stack space="md" className={css.card}>
        {/* Columns, not Inline: a title too long for one line wraps beside the icon instead of dropping below it. */}
        <Columns space="sm" alignY="center">
          <Column width="content">
            <span className={css.icon}>
              <Icon size={20} aria-hidden="true" />
            </span>
          </Column>
          <Column>
            <Stack space="xxs">
              <p className={css.kind}>{label}</p>
              <h3 className={css.title} id={titleId}>
                {card.title}
              </h3>
            </Stack>
          </Column>
        </Columns>
        <MatchBadge confidence={card.confidence} />
        <p className={css.text}>{card.description}</p>
        {(card.price !== undefined || card.savings !== undefined || card.bestTime) && (
          <dl className={css.figures}>
            {card.price !== undefined && (
              <div className={css.figure}>
                <dt className={css.term}>Price</dt>
                <dd className={css.amount}>
                  {formatUsd(card.price)} per person{card.tripType && `, ${TRIP_TYPE[card.tripType]}`}
                </dd>
              </div>
            )}
            {card.savings !== undefined && card.savings > 0 && (
              <div className={css.figure}>
                <dt className={css.term}>You save</dt>
                <dd className={css.saving}>{formatUsd(card.savings)}</dd>
              </div>
            )}
            {card.bestTime && (
              <div className={css.figure}>
                <dt className={css.term}>Best time</dt>
                <dd className={css.amount}>{card.bestTime}</dd>
              </div>
            )}
          </dl>
        )}
        {card.aiInsights && (
          <p className={css.insights}>
            <strong className={css.insightsTitle}>AI insights</strong>
            {card.aiInsights}
          </p>
        )}
        {card.reasons.length > 0 && (
          <ul className={css.reasons} aria-label="Why we recommend it">
            {card.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {card.tags.length > 0 && (
          <Inline as="ul" space="xs" className={css.tags} aria-label="Tags">
            {card.tags.map((tag) => (
              <li key={tag} className={css.tag}>
                {tag}
              </li>
            ))}
          </Inline>
        )}
        <Inline space="sm" className={css.actions}>
          <Button asChild>
            <Link href={href}>
              Explore This <ArrowRight size={16} aria-hidden="true" />
              <VisuallyHidden>: {card.title}</VisuallyHidden>
            </Link>
          </Button>
          <SaveRecommendation card={card} />
        </Inline>
      </Stack>
    </Card>
  );
}
