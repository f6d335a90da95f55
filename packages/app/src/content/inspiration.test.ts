import { describe, expect, it } from 'vitest';
import { InspirationTrip } from '@farewise/contracts';
import { inspirationTrips, tripThemes } from './inspiration';

describe('trip inspiration content (spec 02 §3, §9)', () => {
  it('holds nine valid trips with unique ids', () => {
    expect(inspirationTrips).toHaveLength(9);
    for (const trip of inspirationTrips) expect(() => InspirationTrip.parse(trip)).not.toThrow();
    expect(new Set(inspirationTrips.map((t) => t.id)).size).toBe(9);
  });

  it('prices each trip inside its budget band', () => {
    const band = { budget: [500, 1500], 'mid-range': [1500, 3500], luxury: [3500, Infinity] } as const;
    for (const trip of inspirationTrips) {
      const [min, max] = band[trip.priceRange];
      expect(trip.estimatedCost, trip.id).toBeGreaterThanOrEqual(min);
      expect(trip.estimatedCost, trip.id).toBeLessThanOrEqual(max);
    }
  });

  it('lists the six themes with the spec’s counts, and every theme has a trip', () => {
    expect(tripThemes.map((t) => [t.category, t.trips])).toEqual([
      ['adventure', 24],
      ['cultural', 32],
      ['relaxation', 28],
      ['foodie', 18],
      ['romantic', 15],
      ['family', 21],
    ]);
    for (const { category } of tripThemes) expect(inspirationTrips.some((t) => t.category === category)).toBe(true);
  });
});
