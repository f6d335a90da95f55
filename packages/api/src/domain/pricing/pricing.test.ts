import { describe, expect, it } from 'vitest';
import type { Airport } from '../airports/airport';
import { advanceFactor, demandFactor, seasonFactor, weekdayFactor } from './factors';
import { priceFare, type FareQuery } from './fare';
import { distanceKm, haulBand } from './geo';

const airport = (iataCode: string, latitude: number, longitude: number, continent: string): Airport => ({
  iataCode,
  name: iataCode,
  city: iataCode,
  country: '',
  countryCode: 'XX',
  latitude,
  longitude,
  continent,
  timeZone: 'UTC',
  size: 'large',
});
const JFK = airport('JFK', 40.6398, -73.7789, 'NA');
const CDG = airport('CDG', 49.0128, 2.55, 'EU');
const LHR = airport('LHR', 51.4706, -0.4619, 'EU');
const SYD = airport('SYD', -33.9461, 151.1772, 'OC');

const query = (overrides: Partial<FareQuery> = {}): FareQuery => ({
  origin: JFK,
  destination: CDG,
  departureDate: '2026-05-13',
  bookedOn: '2026-03-15',
  cabin: 'economy',
  carrier: { code: 'AF', tier: 'full' },
  stops: 0,
  ...overrides,
});

describe('geography', () => {
  it('measures great-circle distances (JFK–CDG ≈ 5,837 km, LHR–CDG ≈ 348 km)', () => {
    expect(distanceKm(JFK, CDG)).toBeCloseTo(5837, -1);
    expect(distanceKm(LHR, CDG)).toBeCloseTo(348, -1);
    expect(distanceKm(CDG, CDG)).toBe(0);
  });

  it('bands hauls at 1,500, 4,000 and 8,000 km', () => {
    expect([1499, 1500, 3999, 4000, 7999, 8000].map(haulBand)).toEqual([
      'short',
      'medium',
      'medium',
      'long',
      'long',
      'ultra',
    ]);
  });
});

describe('factors', () => {
  it('makes Tuesday, Wednesday and Thursday 15–30 % cheaper than the dearest day (spec 01 §9)', () => {
    const dearest = Math.max(...[1, 2, 3, 4, 5, 6, 7].map(weekdayFactor));
    for (const midweek of [2, 3, 4]) {
      const saving = 1 - weekdayFactor(midweek) / dearest;
      expect(saving).toBeGreaterThanOrEqual(0.15);
      expect(saving).toBeLessThanOrEqual(0.3);
    }
  });

  it('charges most at the last minute and least three to ten weeks out', () => {
    expect(advanceFactor(0)).toBeGreaterThan(advanceFactor(7));
    expect(advanceFactor(7)).toBeGreaterThan(advanceFactor(21));
    expect(advanceFactor(45)).toBeLessThan(advanceFactor(21));
    expect(advanceFactor(45)).toBeLessThan(advanceFactor(200));
    expect(advanceFactor(10)).toBeCloseTo(1.42 + (3 / 7) * (1.2 - 1.42), 10);
  });

  it('peaks in the northern summer in the north and six months later in the south', () => {
    expect(seasonFactor(49, 7)).toBeGreaterThan(seasonFactor(49, 2));
    expect(seasonFactor(-34, 1)).toBeGreaterThan(seasonFactor(-34, 7));
    expect(seasonFactor(-34, 1)).toBe(seasonFactor(49, 7));
  });
});

describe('demandFactor', () => {
  const days = Array.from({ length: 120 }, (_, i) => 20_500 + i);

  it('moves a market within ±15 %, a little each day, so that a month can change a quote by several percent', () => {
    const paris = days.map((day) => demandFactor('NYC-PAR', day));
    expect(Math.min(...paris)).toBeGreaterThanOrEqual(0.85);
    expect(Math.max(...paris)).toBeLessThanOrEqual(1.15);
    expect(Math.max(...paris.slice(30).map((level, i) => Math.abs(level - paris[i]!)))).toBeGreaterThan(0.05);
    for (let i = 1; i < paris.length; i += 1) expect(Math.abs(paris[i]! - paris[i - 1]!)).toBeLessThanOrEqual(0.3 / 7);
  });

  it('moves each market its own way', () => {
    expect(days.map((day) => demandFactor('NYC-LIS', day))).not.toEqual(
      days.map((day) => demandFactor('NYC-PAR', day)),
    );
  });
});

describe('priceFare', () => {
  it('is stable: the same inputs always give the same fare, in USD with 2 decimals', () => {
    const fare = priceFare(query());
    expect(priceFare(query())).toBe(fare);
    expect(Math.round(fare * 100) / 100).toBe(fare);
    expect(fare).toBeGreaterThan(200);
    expect(fare).toBeLessThan(1500);
  });

  it('grows with distance and cabin, and falls with stops and for low-cost carriers', () => {
    expect(priceFare(query({ destination: SYD }))).toBeGreaterThan(priceFare(query()));
    expect(priceFare(query({ cabin: 'business' }))).toBeGreaterThan(2 * priceFare(query()));
    expect(priceFare(query({ stops: 1 }))).toBeLessThan(priceFare(query({ stops: 0 })) * 1.1);
    const shortHaul = query({ origin: LHR, destination: CDG });
    expect(priceFare({ ...shortHaul, carrier: { code: 'U2', tier: 'low-cost' } })).toBeLessThan(
      priceFare({ ...shortHaul, carrier: { code: 'BA', tier: 'full' } }),
    );
  });

  it('prices a Wednesday below the Friday of the same week, whatever the noise', () => {
    for (const week of ['2026-05-13', '2026-06-10', '2026-09-16', '2026-11-11']) {
      const friday = new Date(Date.parse(week) + 2 * 86_400_000).toISOString().slice(0, 10);
      expect(priceFare(query({ departureDate: week }))).toBeLessThan(priceFare(query({ departureDate: friday })));
    }
  });

  it('quotes the same departure differently as the booking weeks pass, beyond the advance curve’s reach', () => {
    // Over 330 days out the advance-purchase factor is flat: only demand moves these quotes.
    const quotes = ['2026-01-05', '2026-01-19', '2026-02-02', '2026-02-16'].map((bookedOn) =>
      priceFare(query({ departureDate: '2027-06-09', bookedOn })),
    );
    expect(new Set(quotes).size).toBe(4);
  });

  it('charges more for a flight tomorrow than for the same weekday seven weeks out', () => {
    expect(priceFare(query({ departureDate: '2026-03-18' }))).toBeGreaterThan(
      priceFare(query({ departureDate: '2026-05-06' })),
    );
  });
});
