import { Link } from '@tanstack/react-router';
import { TRENDING_SHOWN } from '@farewise/contracts';
import { useDestinations } from '../../api/useDestinations';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { DestinationCard } from '../DestinationCard';
import { cardGrid, sectionError, sectionHeader, sectionTitle } from '../../layout/section.css';

/**
 * Trending destinations on home (spec 01 §2, §8, §9): the first 6 destinations flagged trending, each opening its
 * page, and View All Destinations. Loading shows six placeholders; a failed load says "Failed to fetch destinations".
 */
export function TrendingDestinations() {
  const destinations = useDestinations();
  const trending = (destinations.data ?? []).filter((d) => d.trending).slice(0, TRENDING_SHOWN);
  return (
    <section aria-labelledby="trending-title">
      <div className={sectionHeader}>
        <h2 id="trending-title" className={sectionTitle}>
          Trending destinations
        </h2>
        <Button asChild variant="outline">
          <Link to="/destinations">View All Destinations</Link>
        </Button>
      </div>
      {destinations.isPending && (
        <div className={cardGrid} role="status" aria-busy="true" aria-label="Loading destinations">
          {Array.from({ length: TRENDING_SHOWN }, (_, i) => (
            <Skeleton key={i} height={260} />
          ))}
        </div>
      )}
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
