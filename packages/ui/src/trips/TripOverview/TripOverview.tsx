import type { ReactNode } from 'react';
import type { TripDetail } from '@farewise/contracts';
import { formatLongDate, formatUsd, plural } from '../../format';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Progress } from '../../primitives/Progress';
import { TripStatusBadge } from '../TripStatusBadge';
import { budgetVsSpent, tripDurationDays } from '../tripMath';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A figure with its label, as the overview's top row shows them. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card variant="muted" padding="sm">
      <Box as="p" fontSize="sm" color="textMuted">
        {label}
      </Box>
      <Box as="p" fontSize="xl" fontWeight="bold">
        {children}
      </Box>
    </Card>
  );
}

/**
 * A trip's Overview tab (spec 02 §2, trips issue): the total budget in USD, the duration in days (rounded up), the
 * status badge, the tags, the description, and for each budget category what was planned against what was spent.
 */
export function TripOverview({ trip }: { trip: TripDetail }) {
  const spending = budgetVsSpent(trip);
  return (
    <Stack space="lg">
      <Tiles columns={{ mobile: 1, tablet: 3 }} space="md">
        <Figure label="Total budget">{formatUsd(trip.totalBudget)}</Figure>
        <Figure label="Duration">{plural(tripDurationDays(trip.startDate, trip.endDate), 'day')}</Figure>
        <Figure label="Status">
          <TripStatusBadge status={trip.status} />
        </Figure>
      </Tiles>
      <Box as="p" color="textMuted">
        {trip.destination} · {formatLongDate(trip.startDate)} – {formatLongDate(trip.endDate)} ·{' '}
        {plural(trip.travelers, 'traveler')}
      </Box>
      {trip.description && <p>{trip.description}</p>}
      {trip.tags.length > 0 && (
        <Inline as="ul" space="xs" aria-label="Tags">
          {trip.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="neutral">{capitalised(tag)}</Badge>
            </li>
          ))}
        </Inline>
      )}
      <section aria-labelledby={`budget-${trip.id}`}>
        <Stack space="md">
          <Box as="h3" id={`budget-${trip.id}`} fontSize="lg">
            Budget vs spent
          </Box>
          {spending.map(({ category, budget, spent }) => (
            <Progress
              key={category}
              label={`${capitalised(category)}: ${formatUsd(spent)} of ${formatUsd(budget)}`}
              value={budget > 0 ? (spent / budget) * 100 : 100}
              tone={spent > budget ? 'critical' : spent > budget * 0.8 ? 'caution' : 'positive'}
            />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
