import type { FlexibleFlightOption } from '@farewise/contracts';
import { Check, Plane } from 'lucide-react';
import { formatShortDate, formatStops, formatUsd, tripTypeOf } from '../../format';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import * as css from './FlexibleOptionCard.css';
import { GREAT_DEAL_SAVINGS, savingsTone } from './savingsTone';

/** How each flexibility reads on an option. */
export const FLEXIBILITY_LABELS: Record<FlexibleFlightOption['flexibility'], string> = {
  exact: 'Your date',
  nearby: 'Within a week',
  month: 'Same month',
};

export interface FlexibleOptionCardProps {
  option: FlexibleFlightOption;
  /** Whether the traveller has selected this option (it shows in the selected-flight bar). */
  selected?: boolean;
  /** Called when the traveller selects or deselects it. */
  onToggle?: (option: FlexibleFlightOption) => void;
}

/**
 * One flexible-date option (spec 01 §3, §9): its dates, airline, duration and stops, the fare in USD per person (round
 * trip or one way, as labelled),
 * the saving against the window's typical fare coloured green above $150, blue above $100 and grey otherwise, and
 * a "Great Deal!" banner above $150. Selecting it is local (spec 01 §2).
 */
export function FlexibleOptionCard({ option, selected = false, onToggle }: FlexibleOptionCardProps) {
  const trip = option.returnDate
    ? `${formatShortDate(option.departureDate)} – ${formatShortDate(option.returnDate)}`
    : formatShortDate(option.departureDate);
  const tone = savingsTone(option.savings);
  const fare = `${formatUsd(option.price)} ${tripTypeOf(option.returnDate)}`;
  return (
    <Card
      as="article"
      variant="outlined"
      padding="sm"
      className={css.card}
      data-selected={selected}
      aria-label={`${option.origin} to ${option.destination}, ${trip}, ${fare}`}
    >
      {option.savings > GREAT_DEAL_SAVINGS && <p className={css.banner}>Great Deal!</p>}
      <div className={css.row}>
        <p className={css.dates}>{trip}</p>
        <Badge tone="neutral">{FLEXIBILITY_LABELS[option.flexibility]}</Badge>
      </div>
      <p className={css.details}>
        <Plane size={14} aria-hidden="true" /> {option.airline} · {option.duration} · {formatStops(option.stops)} ·{' '}
        {option.bookingClass}
      </p>
      <div className={css.row}>
        <div>
          <span className={css.price}>{formatUsd(option.price)}</span>{' '}
          <small>per person, {tripTypeOf(option.returnDate)}</small>
          <div className={css.savings[tone as keyof typeof css.savings]}>
            {option.savings > 0 ? `Save ${formatUsd(option.savings)}` : 'Typical price'}
          </div>
        </div>
        <Button variant={selected ? 'solid' : 'outline'} aria-pressed={selected} onClick={() => onToggle?.(option)}>
          {selected && <Check size={16} aria-hidden="true" />}
          {selected ? 'Selected' : 'Select'}
        </Button>
      </div>
    </Card>
  );
}
