import { describe, expect, it } from 'vitest';
import type { Deal } from '@farewise/contracts';
import { ALL_DEALS, NO_DEAL_FILTER, daysLeft, dealLink, filterDeals } from './dealMath';

const deal = (overrides: Partial<Deal>): Deal => ({
  id: 'd',
  type: 'flight',
  title: 'Paris Spring Escape',
  destination: 'Paris, France',
  originalPrice: 900,
  salePrice: 450,
  discount: 50,
  validUntil: '2026-03-18',
  description: '',
  highlights: [],
  category: 'Europe',
  image: '🗼',
  featured: false,
  urgent: false,
  ...overrides,
});

const deals = [
  deal({ id: 'paris', origin: 'JFK' }),
  deal({ id: 'tokyo', type: 'package', title: 'Cherry Blossom Week', destination: 'Tokyo, Japan', category: 'Asia' }),
  deal({
    id: 'chicago',
    type: 'hotel',
    title: 'Loop Boutique Stay',
    destination: 'Chicago, USA',
    category: 'Domestic',
  }),
];
const ids = (list: Deal[]) => list.map((d) => d.id);

describe('daysLeft', () => {
  it('rounds part days up', () => {
    expect(daysLeft('2026-03-18', new Date('2026-03-15T09:30:00Z'))).toBe(3);
    expect(daysLeft('2026-03-16', new Date('2026-03-15T23:59:00Z'))).toBe(1);
    expect(daysLeft('2026-03-15', new Date('2026-03-15T00:00:00Z'))).toBe(0);
  });

  it('never goes below zero', () => {
    expect(daysLeft('2026-03-01', new Date('2026-03-15T09:30:00Z'))).toBe(0);
  });
});

describe('filterDeals', () => {
  it('matches the title or the destination, ignoring case', () => {
    expect(ids(filterDeals(deals, { ...NO_DEAL_FILTER, query: 'BLOSSOM' }))).toEqual(['tokyo']);
    expect(ids(filterDeals(deals, { ...NO_DEAL_FILTER, query: 'france' }))).toEqual(['paris']);
    expect(ids(filterDeals(deals, NO_DEAL_FILTER))).toEqual(['paris', 'tokyo', 'chicago']);
  });

  it('narrows by region and type, all three together', () => {
    expect(ids(filterDeals(deals, { ...NO_DEAL_FILTER, region: 'Asia' }))).toEqual(['tokyo']);
    expect(ids(filterDeals(deals, { ...NO_DEAL_FILTER, type: 'hotel' }))).toEqual(['chicago']);
    expect(ids(filterDeals(deals, { query: 'paris', region: 'Europe', type: 'package' }))).toEqual([]);
    expect(ids(filterDeals(deals, { query: '', region: ALL_DEALS, type: 'flight' }))).toEqual(['paris']);
  });
});

describe('dealLink', () => {
  it('searches a flight deal’s route, a hotel deal’s city, and flights to anything else', () => {
    expect(dealLink(deals[0]!)).toEqual({ to: '/', search: { origin: 'JFK', destination: 'Paris' } });
    expect(dealLink(deals[2]!)).toEqual({ to: '/hotels', search: { destination: 'Chicago' } });
    expect(dealLink(deals[1]!)).toEqual({ to: '/', search: { destination: 'Tokyo' } });
  });
});
