import { useState } from 'react';
import type { TripTab } from '@farewise/contracts';
import { useSharedTrip } from '../../api/useTrips';
import { EmptyState } from '../../layout/EmptyState';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { ReadOnlyTrip } from './ReadOnlyTrip';

/**
 * A trip someone shared (trips issue: a revocable read-only link): the same tabs without any way to change them.
 * A revoked or unknown link says so.
 */
export function SharedTrip({ token }: { token: string }) {
  const trip = useSharedTrip(token);
  const [tab, setTab] = useState<TripTab>('overview');
  if (trip.isPending) return <Skeleton height={400} />;
  if (trip.isError)
    return (
      <EmptyState
        level={2}
        title="This link no longer works"
        text="The trip may have stopped being shared, or the link is mistyped. Ask whoever sent it for a new one."
        action={
          <Button asChild>
            <Link href="/trips">Plan your own trip</Link>
          </Button>
        }
      />
    );
  return (
    <Stack space="lg">
      <ReadOnlyTrip trip={trip.data} tab={tab} onTabChange={setTab} />
    </Stack>
  );
}
