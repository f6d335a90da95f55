import type { HaulBand } from './geo';
import { signedFor } from './seeded';

/**
 * Base one-way economy fare in USD by haul band: a fixed part plus a rate per km that falls with distance
 * (longer flights have a lower yield per km), calibrated to typical published economy fares.
 */
export const BASE_FARE: Record<HaulBand, { fixed: number; perKm: number }> = {
  short: { fixed: 55, perKm: 0.12 },
  medium: { fixed: 90, perKm: 0.085 },
  long: { fixed: 150, perKm: 0.062 },
  ultra: { fixed: 240, perKm: 0.052 },
};

const NORTH_SEASON = [0.86, 0.84, 0.92, 1.0, 1.02, 1.18, 1.28, 1.24, 1.0, 0.96, 0.88, 1.16];

/**
 * Season multiplier by the destination's hemisphere and the month of travel (1–12). Northern peaks are summer and
 * the December holidays; the southern hemisphere is six months out; the tropics vary little but for December.
 */
export function seasonFactor(latitude: number, month: number): number {
  const index = (month - 1 + 12) % 12;
  if (Math.abs(latitude) < 23.44) return index === 11 ? 1.12 : index === 6 ? 1.06 : 1.0;
  const shifted = latitude < 0 ? (index + 6) % 12 : index;
  return NORTH_SEASON[shifted] ?? 1;
}

/**
 * Day-of-week multiplier by ISO weekday (1 = Monday … 7 = Sunday). Tuesday, Wednesday and Thursday are 15–30 %
 * cheaper than the peak days (spec 01 §9); Friday and Sunday carry the commuter and weekend peaks.
 */
export function weekdayFactor(isoWeekday: number): number {
  return [1.0, 0.8, 0.78, 0.84, 1.08, 0.98, 1.1][isoWeekday - 1] ?? 1;
}

// Days before departure → multiplier: last-minute fares are dearest, the sweet spot is 3–10 weeks out
// (domestic 6–8 weeks, international 2–3 months, spec 01 §9), and fares rise again when schedules first open.
const ADVANCE_CURVE: ReadonlyArray<readonly [days: number, factor: number]> = [
  [0, 1.75],
  [7, 1.42],
  [14, 1.2],
  [21, 1.04],
  [45, 0.92],
  [75, 0.93],
  [120, 1.0],
  [240, 1.06],
  [330, 1.08],
];

/** Advance-purchase multiplier for booking `days` days before departure (linear between knots). */
export function advanceFactor(days: number): number {
  const d = Math.max(0, days);
  for (let i = 1; i < ADVANCE_CURVE.length; i += 1) {
    const [d1, f1] = ADVANCE_CURVE[i]!;
    const [d0, f0] = ADVANCE_CURVE[i - 1]!;
    if (d <= d1) return f0 + ((d - d0) / (d1 - d0)) * (f1 - f0);
  }
  return ADVANCE_CURVE[ADVANCE_CURVE.length - 1]![1];
}

/** Demand moves a route's fares by up to ±15 %, from one week's seeded level to the next. */
const DEMAND_SWING = 0.15;
const DEMAND_WEEK_DAYS = 7;

/**
 * Demand multiplier of a route on a booking day: a seeded level per route and week, linear in between. The same
 * departure is thus quoted higher or lower as the weeks pass, as load factors and sales move real fares, and each
 * route moves its own way.
 * @param bookedOnDay the booking day in whole days since 1970-01-01 (UTC).
 */
export function demandFactor(route: string, bookedOnDay: number): number {
  const week = Math.floor(bookedOnDay / DEMAND_WEEK_DAYS);
  const level = (w: number) => signedFor(`${route}:demand:${w}`);
  const along = (bookedOnDay - week * DEMAND_WEEK_DAYS) / DEMAND_WEEK_DAYS;
  return 1 + DEMAND_SWING * (level(week) + (level(week + 1) - level(week)) * along);
}

/** Connections sell below nonstops on the same route. */
export const STOPS_FACTOR = [1.0, 0.84] as const;

/** Cabin multipliers over economy (spec 01 §9 cabins). */
export const CABIN_FACTOR = { economy: 1, premium: 1.65, business: 3.4 } as const;
