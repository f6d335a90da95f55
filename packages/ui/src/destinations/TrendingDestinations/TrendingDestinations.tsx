import { Link } from '@tanstack/react-router';
import { TRENDING_SHOWN } from '@farewise/contracts';
import { useDestinations } from '../../api/useDestinations';
import { Button } from '../../primitives/Button';
import { DestinationCard } from '../DestinationCard';
import { CardGridSkeleton } from '../../layout/CardGridSkeleton';
import { cardGrid, sectionError } from '../../layout/section.css';
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
            <Link to="/destinations">View All Destinations</Link>
          </Button>
        }
      />
      {destinations.isPending && <CardGridSkeleton label="Loading destinations" count={TRENDING_SHOWN} />}
      {destinations.isError && (
        <p className={sectionError} role="alert">
          Failed to fetch destinations
        </p>
      )}
      {destinations.isSuccess && (
        <ul className={cardGrid}>
          {trending.map((destination) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
