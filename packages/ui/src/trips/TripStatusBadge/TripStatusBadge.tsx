import type { TripStatus } from '@farewise/contracts';
import { Badge } from '../../primitives/Badge';
import type { Tone } from '../../primitives/tone';

/** Each trip status's label and tone: a colour of its own for each (spec 01 §3). */
export const TRIP_STATUSES: Record<TripStatus, { label: string; tone: Tone }> = {
  planning: { label: 'Planning', tone: 'info' },
  booked: { label: 'Booked', tone: 'positive' },
  in_progress: { label: 'In progress', tone: 'promote' },
  completed: { label: 'Completed', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'critical' },
};

/** A trip's status as a coloured badge (spec 01 §3, spec 02 §4). */
export function TripStatusBadge({ status }: { status: TripStatus }) {
  const { label, tone } = TRIP_STATUSES[status];
  return <Badge tone={tone}>{label}</Badge>;
}
