import { DEFAULT_ORIGIN } from '@farewise/contracts';
import { ArrowLeft } from 'lucide-react';
import { useDestinations } from '../../api/useDestinations';
import { Column, Columns } from '../../layout/Columns';
import { EmptyState } from '../../layout/EmptyState';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { Link } from '../../primitives/Link';
import { DestinationOverview } from './DestinationOverview';

export interface DestinationDetailProps {
  /** The destination's id, from `/destination/{id}`. */
  id: string;
  /** The home airport fares and the best month are measured from (IATA or city code); NYC by default. */
  origin?: string;
}

/**
 * A destination's page (spec 02 §2): found by id in `GET /api/destinations`, with its details, links to flights
 * (`/?destination={city}`), flexible dates, hotels and AI recommendations, the predicted best month to fly there from
 * `origin`, and the route's price history. An unknown id shows "Destination Not Found" with a link back to
 * /destinations (spec 02 §8).
 */
export function DestinationDetail({ id, origin = DEFAULT_ORIGIN }: DestinationDetailProps) {
  const destinations = useDestinations();
  if (destinations.isPending) {
    return (
      <Columns
        space="xl"
        collapseBelow="tablet"
        alignY="top"
        role="status"
        aria-busy="true"
        aria-label="Loading destination"
      >
        <Column>
          <Skeleton height={280} />
        </Column>
        <Column>
          <Stack space="md">
            <Skeleton width="60%" height="2.5em" />
            <Skeleton width="40%" />
            <Skeleton height="4em" />
          </Stack>
        </Column>
      </Columns>
    );
  }
  if (destinations.isError) {
    return (
      <Alert tone="critical" role="alert">
        Failed to fetch destinations
      </Alert>
    );
  }
  const destination = destinations.data.find((d) => d.id === id);
  if (!destination) {
    return (
      <EmptyState
        level={1}
        title="Destination Not Found"
        text="The destination you're looking for doesn't exist or has been removed."
        action={
          <Button asChild variant="outline">
            <Link href="/destinations">
              <ArrowLeft size={16} aria-hidden="true" />
              Back to Destinations
            </Link>
          </Button>
        }
      />
    );
  }
  return <DestinationOverview destination={destination} origin={origin} />;
}
