import type { Trip } from '@farewise/contracts';
import { formatShortDate } from '../../format';
import { EmptyState } from '../../layout/EmptyState';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { TripStatusBadge } from '../TripStatusBadge';
import * as css from './TripList.css';

export interface TripListProps {
  /** The traveller's trips; `undefined` while they load. */
  trips: readonly Trip[] | undefined;
  /** The trip shown beside the list. */
  selectedId?: string;
  onSelect: (id: string) => void;
  /** New Trip, offered by the empty state. */
  onNewTrip: () => void;
}

/**
 * The organiser's list of trips (spec 02 §2: on the left): each trip's title, destination, dates and status badge;
 * the selected one is marked. With no trips it invites the first.
 */
export function TripList({ trips, selectedId, onSelect, onNewTrip }: TripListProps) {
  if (!trips) {
    return (
      <Stack space="sm" role="status" aria-busy="true" aria-label="Loading trips">
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  }
  if (trips.length === 0) {
    return (
      <EmptyState
        level={2}
        title="No trips yet"
        text="Plan your first trip: dates, budget, what you want to do, all in one place."
        action={<Button onClick={onNewTrip}>Plan your first trip</Button>}
      />
    );
  }
  return (
    <Stack as="ul" space="sm" aria-label="Your trips">
      {trips.map((trip) => (
        <li key={trip.id}>
          <button
            type="button"
            className={css.item}
            aria-current={trip.id === selectedId}
            onClick={() => onSelect(trip.id)}
          >
            <Stack space="xs">
              <Inline space="sm" alignY="center">
                <span className={css.title}>{trip.title}</span>
                <TripStatusBadge status={trip.status} />
              </Inline>
              <span className={css.meta}>
                {trip.destination} · {formatShortDate(trip.startDate)} – {formatShortDate(trip.endDate)}
              </span>
            </Stack>
          </button>
        </li>
      ))}
    </Stack>
  );
}
