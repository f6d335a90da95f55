import { describe, expect, it } from 'vitest';
import { catalogBadge, homeBadge, type Destination } from '@farewise/contracts';
import { loadAirports } from '../../data/airports';
import { DESTINATIONS, type DestinationSeed } from '../../data/destinations';
import { FareModel } from '../../services/fareModel';
import { AirportIndex } from '../airports/AirportIndex';
import { destinationPrice, REFERENCE_ORIGIN } from './destinationPrice';

const airports = new AirportIndex(loadAirports());
const fares = new FareModel(airports);
const origin = airports.get(REFERENCE_ORIGIN)!;
/** Seeding days every two months over a year, so that no season is left out. */
const DAYS = ['2026-01-15', '2026-03-15', '2026-05-15', '2026-07-15', '2026-09-15', '2026-11-15'];

type Badge = (destination: DestinationSeed & Pick<Destination, 'priceChange'>) => string;

/** The share of the catalogue the commonest badge takes, with prices seeded on `today` as the seed prices them. */
function largestShare(today: string, badge: Badge): number {
  const counts = new Map<string, number>();
  for (const seed of DESTINATIONS) {
    const destination = airports.get(seed.iataCode)!;
    const { priceChange } = destinationPrice(today, (departureDate, bookedOn) =>
      fares.cheapest(origin, destination, departureDate, bookedOn),
    );
    const shown = badge({ ...seed, priceChange });
    counts.set(shown, (counts.get(shown) ?? 0) + 1);
  }
  return Math.max(...counts.values()) / DESTINATIONS.length;
}

describe('the badges of the whole catalogue, priced with the fare model', () => {
  it('covers all sixty destinations', () => {
    expect(DESTINATIONS).toHaveLength(60);
  });

  it.each(DAYS)('no destinations-list badge covers more than half of them on %s', (today) => {
    expect(largestShare(today, catalogBadge)).toBeLessThanOrEqual(0.5);
  });

  it('no home badge covers more than half of them over the year', () => {
    // Home calls every rise Popular (spec 01 §9), so as prices move either way it takes about half on any one day.
    const shares = DAYS.map((today) => largestShare(today, homeBadge));
    expect(shares.reduce((a, b) => a + b) / shares.length).toBeLessThanOrEqual(0.5);
  });
});
