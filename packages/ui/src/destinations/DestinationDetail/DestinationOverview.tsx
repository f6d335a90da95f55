import type { Destination } from '@farewise/contracts';
import { CalendarRange, Hotel, Plane, Sparkles } from 'lucide-react';
import { RoutePriceHistory } from '../../flights/RoutePriceHistory';
import { formatWholeUsd } from '../../format';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { SectionHeading } from '../../layout/SectionHeading';
import { Stack } from '../../layout/Stack';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { CardMedia } from '../CardMedia';
import { placeImageAlt } from '../CardMedia/mapImage';
import { PriceChange } from '../PriceChange';
import { CATALOG_CATEGORY_TONE, categoryLabel } from '../categoryTone';
import { BestMonth } from './BestMonth';
import { destinationFacts } from './destinationFacts';
import { facts as factsClass, name as nameClass, where } from './DestinationDetail.css';

/**
 * A found destination's page (spec 02 §2): its locator map, category, name, place, description, the average round-trip
 * fare from `origin` in whole USD (no spec sets its rounding) and its 30-day change, the links onwards, then when to
 * fly (best month and one-way price history).
 */
export function DestinationOverview({ destination, origin }: { destination: Destination; origin: string }) {
  const facts = destinationFacts(destination, origin);
  const actions = [
    { href: facts.links.flights, label: 'Search flights', Icon: Plane, variant: 'solid' },
    { href: facts.links.flexibleDates, label: 'Flexible dates', Icon: CalendarRange, variant: 'outline' },
    { href: facts.links.hotels, label: 'Find hotels', Icon: Hotel, variant: 'outline' },
    { href: '/recommendations', label: 'AI recommendations', Icon: Sparkles, variant: 'ghost' },
  ] as const;
  return (
    <Stack as="article" space="xxl" aria-labelledby="destination-title">
      <title>{`${destination.name} — Farewise`}</title>
      <meta
        name="description"
        content={`${destination.name}, ${destination.country}: fares, the best month to fly, hotels and things to do.`}
      />
      <Columns space="xl" collapseBelow="tablet" alignY="top">
        <Column>
          <CardMedia
            imageUrl={destination.imageUrl}
            alt={placeImageAlt(destination.imageUrl, destination.name, destination.country)}
            category={destination.category}
          />
        </Column>
        <Column>
          <Stack space="md" align="left">
            <Badge tone={CATALOG_CATEGORY_TONE[destination.category]}>{categoryLabel(destination.category)}</Badge>
            <h1 id="destination-title" className={nameClass}>
              {destination.name}
            </h1>
            <p className={where}>
              {destination.city}, {destination.country}
            </p>
            <p>{destination.description}</p>
            <Inline as="dl" space="xl" className={factsClass}>
              <div>
                <dt>Average round trip from {facts.from}</dt>
                <dd>{formatWholeUsd(facts.averagePrice)}</dd>
              </div>
              <div>
                <dt>Change in 30 days</dt>
                <dd>
                  <PriceChange percent={facts.priceChange} />
                </dd>
              </div>
            </Inline>
            <Inline space="sm">
              {actions.map(({ href, label, Icon, variant }) => (
                <Button key={href} asChild variant={variant}>
                  <Link href={href}>
                    <Icon size={16} aria-hidden="true" />
                    {label}
                  </Link>
                </Button>
              ))}
            </Inline>
          </Stack>
        </Column>
      </Columns>
      <section aria-labelledby="when-to-fly">
        <SectionHeading id="when-to-fly" title="When to fly" />
        <Columns space="xl" collapseBelow="tablet" alignY="top">
          <Column>
            <BestMonth origin={origin} destination={destination} />
          </Column>
          <Column>
            <RoutePriceHistory route={`${origin}-${destination.iataCode}`} />
          </Column>
        </Columns>
      </section>
    </Stack>
  );
}
