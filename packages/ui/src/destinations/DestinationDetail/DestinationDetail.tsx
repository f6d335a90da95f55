import { Link } from '@tanstack/react-router';
import { DEFAULT_ORIGIN, type Destination } from '@farewise/contracts';
import { ArrowLeft, CalendarRange, Hotel, Plane, Sparkles } from 'lucide-react';
import { describeError } from '../../api/client';
import { useDestinations } from '../../api/useDestinations';
import { useRouteOutlook } from '../../api/useRouteOutlook';
import { BestMonthCard } from '../../flights/BestMonthCard';
import { RoutePriceHistory } from '../../flights/RoutePriceHistory';
import { formatUsd } from '../../format';
import { EmptyState } from '../../layout/EmptyState';
import { sectionError, sectionTitle } from '../../layout/section.css';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { CardMedia } from '../CardMedia';
import { priceChangeValue } from '../DestinationCard/homeBadge';
import { PriceChange } from '../PriceChange';
import { CATALOG_CATEGORY_TONE, categoryLabel } from '../categoryTone';
import { actions, facts, hero, insights, intro, name as nameClass, where } from './DestinationDetail.css';

export interface DestinationDetailProps {
  /** The destination's id, from `/destination/{id}`. */
  id: string;
  /** The home airport fares and the best month are measured from (IATA or city code); NYC by default. */
  origin?: string;
}

function BestMonth({ origin, destination }: { origin: string; destination: Destination }) {
  const outlook = useRouteOutlook(origin, destination.iataCode);
  if (outlook.isError) {
    return (
      <p className={sectionError} role="alert">
        Best month unavailable: {describeError(outlook.error)}
      </p>
    );
  }
  if (!outlook.data) {
    return (
      <Card variant="outlined" role="status" aria-busy="true" aria-label="Loading the best month to fly">
        <Skeleton width="50%" height="1.5em" />
        <Skeleton width="80%" />
      </Card>
    );
  }
  return <BestMonthCard recommendation={outlook.data.recommendations} />;
}

function Found({ destination, origin }: { destination: Destination; origin: string }) {
  const price = Number(destination.averagePrice);
  const city = { destination: destination.city };
  return (
    <article aria-labelledby="destination-title">
      <title>{`${destination.name} — Farewise`}</title>
      <div className={hero}>
        <CardMedia imageUrl={destination.imageUrl} category={destination.category} />
        <div className={intro}>
          <Badge tone={CATALOG_CATEGORY_TONE[destination.category]}>{categoryLabel(destination.category)}</Badge>
          <h1 id="destination-title" className={nameClass}>
            {destination.name}
          </h1>
          <p className={where}>
            {destination.city}, {destination.country}
          </p>
          <p>{destination.description}</p>
          <dl className={facts}>
            <div>
              <dt>Average round trip from {origin === DEFAULT_ORIGIN ? 'New York' : origin}</dt>
              <dd>{formatUsd(price)}</dd>
            </div>
            <div>
              <dt>Change in 30 days</dt>
              <dd>
                <PriceChange percent={priceChangeValue(destination.priceChange)} />
              </dd>
            </div>
          </dl>
          <div className={actions}>
            <Button asChild>
              <Link to="/" search={city}>
                <Plane size={16} aria-hidden="true" />
                Search flights
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/flexible-search" search={city}>
                <CalendarRange size={16} aria-hidden="true" />
                Flexible dates
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/hotels" search={city}>
                <Hotel size={16} aria-hidden="true" />
                Find hotels
              </Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/recommendations">
                <Sparkles size={16} aria-hidden="true" />
                AI recommendations
              </Link>
            </Button>
          </div>
        </div>
      </div>
      <section aria-labelledby="when-to-fly">
        <h2 id="when-to-fly" className={sectionTitle}>
          When to fly
        </h2>
        <div className={insights}>
          <BestMonth origin={origin} destination={destination} />
          <RoutePriceHistory route={`${origin}-${destination.iataCode}`} />
        </div>
      </section>
    </article>
  );
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
      <div role="status" aria-busy="true" aria-label="Loading destination" className={hero}>
        <Skeleton height={280} />
        <div className={intro}>
          <Skeleton width="60%" height="2.5em" />
          <Skeleton width="40%" />
          <Skeleton height="4em" />
        </div>
      </div>
    );
  }
  if (destinations.isError) {
    return (
      <p className={sectionError} role="alert">
        Failed to fetch destinations
      </p>
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
            <Link to="/destinations">
              <ArrowLeft size={16} aria-hidden="true" />
              Back to Destinations
            </Link>
          </Button>
        }
      />
    );
  }
  return <Found destination={destination} origin={origin} />;
}
