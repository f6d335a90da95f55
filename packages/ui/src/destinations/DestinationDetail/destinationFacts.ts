import { DEFAULT_ORIGIN, priceChangeValue, type Destination } from '@farewise/contracts';
import { withSearch } from '../../primitives/Link/href';

/** What a destination's page states about it (spec 02 §2). */
export interface DestinationFacts {
  /** Average round-trip fare in USD. */
  averagePrice: number;
  /** Change of that fare over 30 days, in percent (positive rising). */
  priceChange: number;
  /** The home the fare is measured from: "New York" for the default origin, else its code. */
  from: string;
  /** Where the page's actions go: flights, flexible dates and hotels for the destination's city. */
  links: { flights: string; flexibleDates: string; hotels: string };
}

/** The facts and links of `destination`'s page, with fares from `origin` (an IATA airport or city code). */
export function destinationFacts(destination: Destination, origin: string): DestinationFacts {
  const city = { destination: destination.city };
  return {
    averagePrice: Number(destination.averagePrice),
    priceChange: priceChangeValue(destination.priceChange),
    from: origin === DEFAULT_ORIGIN ? 'New York' : origin,
    links: {
      flights: withSearch('/', city),
      flexibleDates: withSearch('/flexible-search', city),
      hotels: withSearch('/hotels', city),
    },
  };
}
