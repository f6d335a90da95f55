import { describe, expect, it } from 'vitest';
import type { Destination } from '@farewise/contracts';
import { loadAirports } from '../../data/airports';
import { AirportIndex } from '../../domain/airports/AirportIndex';
import { REGIONS } from '../../domain/advisor/regions';
import { catalogueBudgetAnswer, CATALOGUE_ORIGIN, destinationsFrom } from './lookups';

const airports = new AirportIndex(loadAirports());
const europe = REGIONS.find((region) => region.name === 'Europe')!;

/** A catalogue entry; `averagePrice` is its round trip from New York. */
const destination = (id: string, city: string, country: string, iataCode: string, averagePrice: number) =>
  ({
    id,
    name: city,
    city,
    country,
    category: 'city',
    imageUrl: '',
    description: '',
    averagePrice,
    priceChange: 0,
    trending: false,
    iataCode,
  }) satisfies Destination;

const CATALOGUE = [
  destination('new-york', 'New York', 'United States', 'JFK', 120),
  destination('lisbon', 'Lisbon', 'Portugal', 'LIS', 596),
  destination('paris', 'Paris', 'France', 'CDG', 640),
  destination('tokyo', 'Tokyo', 'Japan', 'HND', 1150),
];
const ids = (destinations: readonly Destination[]) => destinations.map((d) => d.id);

describe('destinationsFrom', () => {
  it('leaves out the city a trip starts from, by its code or one of its airports', () => {
    expect(CATALOGUE_ORIGIN).toBe('NYC');
    expect(ids(destinationsFrom(airports, 'NYC', CATALOGUE))).toEqual(['lisbon', 'paris', 'tokyo']);
    expect(ids(destinationsFrom(airports, 'JFK', CATALOGUE))).toEqual(['lisbon', 'paris', 'tokyo']);
    expect(ids(destinationsFrom(airports, 'LIS', CATALOGUE))).toEqual(['new-york', 'paris', 'tokyo']);
  });

  it('keeps only the region’s destinations when a region is given', () => {
    expect(ids(destinationsFrom(airports, 'NYC', CATALOGUE, europe))).toEqual(['lisbon', 'paris']);
    expect(ids(destinationsFrom(airports, 'LIS', CATALOGUE, europe))).toEqual(['paris']);
  });
});

describe('catalogueBudgetAnswer', () => {
  it('lists destinations within the budget from New York, never New York itself, however cheap', () => {
    const { response, sources } = catalogueBudgetAnswer(airports, CATALOGUE, {
      budget: { usd: 1300, perPerson: false },
      travelers: 2,
    });
    expect(sources.map((s) => s.href)).toEqual(['/destination/lisbon', '/destination/paris']);
    expect(response).toMatch(/^Round trips from New York that fit your budget per person: Lisbon from \$596 \[1\]/);
  });

  it('lists a region’s destinations within the budget, naming the region', () => {
    const { response, sources } = catalogueBudgetAnswer(
      airports,
      CATALOGUE,
      { budget: { usd: 2000, perPerson: true }, travelers: null },
      europe,
    );
    expect(sources.map((s) => s.href)).toEqual(['/destination/lisbon', '/destination/paris']);
    expect(response).toMatch(/^Round trips from New York to Europe that fit/);
  });
});
