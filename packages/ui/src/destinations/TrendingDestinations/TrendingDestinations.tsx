import { TRENDING_SHOWN } from '@farewise/contracts';
import { useDestinations } from '../../api/useDestinations';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { DestinationCard } from '../DestinationCard';
import { CardGridSkeleton } from '../../layout/CardGridSkeleton';
import { CARD_COLUMNS, Tiles } from '../../layout/Tiles';
import { SectionHeading } from '../../layout/SectionHeading';

/**
 * Trending destinations on home (spec 01 §2, §8, §9): the first 6 destinations flagged trending, each opening its
 * page, and View All Destinations. Loading shows six placeholders; a failed load says "Failed to fetch destinations".
 */
export function TrendingDestinations() {
  const destinations = useDestinations();
  const trending = (destinations.data ?? []).filter((d) => d.trending).slice(0, TRENDING_SHOWN);
  return (
    <section aria-labelledby="trending-title">
      <SectionHeading
        id="trending-title"
        title="Trending destinations"
        action={
          <Button asChild variant="outline">
            <Link href="/destinations">View All Destinations</Link>
          </Button>
        }
      />
      {destinations.isPending && <CardGridSkeleton label="Loading destinations" count={TRENDING_SHOWN} />}
      {destinations.isError && (
        <Alert tone="critical" role="alert">
          Failed to fetch destinations
        </Alert>
      )}
      {destinations.isSuccess && (
        <Tiles as="ul" columns={CARD_COLUMNS} space="lg">
          {trending.map((destination) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} />
            </li>
          ))}
        </Tiles>
      )}
    </section>
  );
}
