import type { Flight } from '@farewise/contracts';
import { Plane } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import {
  dayDifference,
  formatDuration,
  formatStops,
  formatUsd,
  formatWeekdayDate,
  localTime,
  TRIP_TYPE,
} from '../../format';
import { airline, carrier, departs, next, price, priceBlock, route, time, times, top } from './FlightCard.css';

export interface FlightCardProps {
  flight: Flight;
  /** Marks the first result (spec 01 §2). */
  bestMatch?: boolean;
}

/**
 * One flight (spec 01 §3): airline and carrier code, the local departure date (a flexible search's flights leave on
 * different days), local departure and arrival times (with +1 for an overnight arrival), duration, stops, and the
 * fare in USD per person, one way (a search prices the outbound flight).
 */
export function FlightCard({ flight, bestMatch = false }: FlightCardProps) {
  const overnight = dayDifference(flight.departureTime, flight.arrivalTime);
  const date = formatWeekdayDate(flight.departureTime);
  const label = `${flight.airline} ${flight.origin} to ${flight.destination}, ${date}, ${formatUsd(flight.price)} ${TRIP_TYPE.oneWay}`;
  return (
    <Card as="article" variant="outlined" aria-label={label}>
      <div className={top}>
        <p className={airline}>
          <Plane size={16} aria-hidden="true" />
          {flight.airline} <span className={carrier}>{flight.carrierCode}</span>
        </p>
        {bestMatch && <Badge tone="positive">Best Match</Badge>}
      </div>
      <p className={departs}>
        Departs <time dateTime={flight.departureTime.slice(0, 10)}>{date}</time>
      </p>
      <div className={route}>
        <div className={times}>
          <span className={time}>
            {localTime(flight.departureTime)} <small>{flight.origin}</small>
          </span>
          <span aria-hidden="true">→</span>
          <span className={time}>
            {localTime(flight.arrivalTime)} <small>{flight.destination}</small>
            {overnight > 0 && (
              <sup className={next} title={`Arrives ${overnight} day${overnight > 1 ? 's' : ''} later`}>
                +{overnight}
              </sup>
            )}
          </span>
        </div>
        <p>
          {formatDuration(flight.duration)} · {formatStops(flight.stops)}
        </p>
        <div className={priceBlock}>
          <span className={price}>{formatUsd(flight.price)}</span>
          <small>per person, {TRIP_TYPE.oneWay}</small>
        </div>
      </div>
    </Card>
  );
}
