import { describe, expect, it } from 'vitest';
import type { InspirationTrip } from '@farewise/contracts';
import { NO_TRIP_FILTER, filterTrips, filtersActive } from './filterTrips';

const trip = (overrides: Partial<InspirationTrip>): InspirationTrip => ({
  id: 't',
  title: 'Trip',
  destination: 'Somewhere',
  country: 'Country',
  category: 'adventure',
  season: 'summer',
  duration: '7 days',
  priceRange: 'mid-range',
  estimatedCost: 2000,
  highlights: [],
  description: '',
  imageUrl: '',
  tags: [],
  trending: false,
  bestMonths: [],
  activities: [],
  ...overrides,
});

const trips = [
  trip({ id: 'patagonia', destination: 'Torres del Paine', country: 'Chile', season: 'winter', tags: ['hiking'] }),
  trip({ id: 'kyoto', category: 'cultural', destination: 'Kyoto', country: 'Japan', season: 'spring' }),
  trip({ id: 'maldives', category: 'relaxation', season: 'year-round', priceRange: 'luxury', country: 'Maldives' }),
];
const ids = (list: InspirationTrip[]) => list.map((t) => t.id);

describe('filterTrips (spec 02 §9)', () => {
  it('a season matches trips of that season and year-round ones', () => {
    expect(ids(filterTrips(trips, { ...NO_TRIP_FILTER, season: 'spring' }))).toEqual(['kyoto', 'maldives']);
    expect(ids(filterTrips(trips, { ...NO_TRIP_FILTER, season: 'winter' }))).toEqual(['patagonia', 'maldives']);
  });

  it('narrows by category and budget, and searches destination, country and tags', () => {
    expect(ids(filterTrips(trips, { ...NO_TRIP_FILTER, category: 'cultural' }))).toEqual(['kyoto']);
    expect(ids(filterTrips(trips, { ...NO_TRIP_FILTER, budget: 'luxury' }))).toEqual(['maldives']);
    expect(ids(filterTrips(trips, { ...NO_TRIP_FILTER, query: 'JAPAN' }))).toEqual(['kyoto']);
    expect(ids(filterTrips(trips, { ...NO_TRIP_FILTER, query: 'hiking' }))).toEqual(['patagonia']);
    expect(ids(filterTrips(trips, { ...NO_TRIP_FILTER, query: 'kyoto', budget: 'luxury' }))).toEqual([]);
  });

  it('knows when a filter besides the search is set', () => {
    expect(filtersActive({ ...NO_TRIP_FILTER, query: 'x' })).toBe(false);
    expect(filtersActive({ ...NO_TRIP_FILTER, season: 'fall' })).toBe(true);
  });
});
