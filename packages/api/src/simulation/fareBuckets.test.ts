import { mean, quantile } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { simulateFareBuckets } from './fareBuckets';
import { SIMULATOR_VARIANTS, SIMULATORS } from './variants';

const trips = simulateFareBuckets(2000, 7);
const daysOut = (trip: (typeof trips)[number], i: number) => trip.horizon - i;
/** Mean log fare of the quotes `from` to `to` days out, relative to the route's base. */
const meanLogFare = (from: number, to: number) =>
  mean(
    trips.flatMap((trip) =>
      trip.fares.flatMap((fare, i) => (daysOut(trip, i) >= from && daysOut(trip, i) <= to ? [Math.log(fare)] : [])),
    ),
  );

describe('the fare-bucket simulator', () => {
  it('about two thirds of trips see a fare below their first quote', () => {
    const dipped = trips.filter((trip) => trip.fares.some((fare) => fare < trip.fares[0]!)).length / trips.length;
    expect(dipped).toBeGreaterThan(0.55);
    expect(dipped).toBeLessThan(0.75);
  });

  it('puts most trips’ lowest fare in the prime booking window, 3 weeks to 4 months out', () => {
    const lowestAt = trips.map((trip) => daysOut(trip, trip.fares.indexOf(Math.min(...trip.fares))));
    expect(quantile(lowestAt, 0.5)).toBeGreaterThanOrEqual(35);
    expect(quantile(lowestAt, 0.5)).toBeLessThanOrEqual(90);
    expect(lowestAt.filter((d) => d >= 21 && d <= 121).length / lowestAt.length).toBeGreaterThan(0.6);
  });

  it('rises steeply in the last 3 weeks and costs more very early', () => {
    const prime = meanLogFare(45, 100);
    expect(meanLogFare(1, 7) - prime).toBeGreaterThan(0.3);
    expect(meanLogFare(15, 21) - prime).toBeGreaterThan(0.1);
    expect(meanLogFare(220, 330) - prime).toBeGreaterThan(0.05);
  });

  it('moves in steps: most days the fare does not change', () => {
    const moves = trips.flatMap((trip) => trip.fares.slice(1).map((fare, i) => fare !== trip.fares[i]));
    expect(moves.filter(Boolean).length / moves.length).toBeLessThan(0.3);
  });

  it('gives 20 departures per route, horizons up to 330 days, and the same trips for the same seed', () => {
    expect(new Set(trips.map((trip) => trip.route)).size).toBe(100);
    expect(Math.max(...trips.map((trip) => trip.horizon))).toBeGreaterThan(300);
    expect(Math.max(...trips.map((trip) => trip.horizon))).toBeLessThanOrEqual(330);
    expect(simulateFareBuckets(40, 7)).toEqual(trips.slice(0, 40));
    expect(simulateFareBuckets(40, 8)).not.toEqual(trips.slice(0, 40));
  });
});

describe('the simulator variants', () => {
  it.each(SIMULATOR_VARIANTS)('%s gives trips with a fare and hidden state for every day', (variant) => {
    const sample = SIMULATORS[variant](60, 3);
    expect(sample).toHaveLength(60);
    for (const trip of sample) {
      expect(trip.fares).toHaveLength(trip.horizon);
      expect(trip.hidden).toHaveLength(trip.horizon);
      expect(trip.fares.every((fare) => fare > 0 && Number.isFinite(fare))).toBe(true);
    }
  });

  it('volatile moves more than the default, calm less', () => {
    const spread = (variant: 'default' | 'volatile' | 'calm') =>
      mean(SIMULATORS[variant](400, 5).map((trip) => Math.log(Math.max(...trip.fares) / Math.min(...trip.fares))));
    expect(spread('volatile')).toBeGreaterThan(spread('default') * 1.5);
    expect(spread('calm')).toBeLessThan(spread('default') * 0.75);
  });

  it('shared-shock puts a route’s fare sales on the same calendar days', () => {
    const saleDays = (variant: 'default' | 'shared-shock') => {
      // Each route's calendar days with a sale on, and how many of its departures saw each day's sale.
      const seen = new Map<string, { depths: Set<number>; departures: number }>();
      for (const trip of SIMULATORS[variant](400, 11)) {
        trip.hidden.forEach((state, i) => {
          const key = `${trip.route}:${trip.departureDay - (trip.horizon - i)}`;
          const day = seen.get(key) ?? seen.set(key, { depths: new Set(), departures: 0 }).get(key)!;
          day.departures += 1;
          if (state[2]! > 0) day.depths.add(state[2]!);
        });
      }
      return [...seen.values()].filter((day) => day.departures >= 2 && day.depths.size > 0);
    };
    const shared = saleDays('shared-shock');
    expect(shared.length).toBeGreaterThan(50);
    expect(shared.every((day) => day.depths.size === 1)).toBe(true);
    expect(saleDays('default').filter((day) => day.depths.size > 1).length).toBeGreaterThan(0);
  });

  it('short-horizon first searches 14 to 60 days out', () => {
    const horizons = SIMULATORS['short-horizon'](200, 2).map((trip) => trip.horizon);
    expect(Math.min(...horizons)).toBeGreaterThanOrEqual(14);
    expect(Math.max(...horizons)).toBeLessThanOrEqual(60);
  });
});
