import { DEFAULT_BUCKET_OPTIONS, simulateFareBuckets } from './fareBuckets';
import { simulateRandomWalk } from './randomWalk';
import type { FareSimulator } from './trip';

/** The simulator variants `pnpm bench:forecast` reports on, the default first. */
export const SIMULATOR_VARIANTS = [
  'default',
  'random-walk',
  'volatile',
  'calm',
  'short-horizon',
  'shared-shock',
] as const;
export type SimulatorVariant = (typeof SIMULATOR_VARIANTS)[number];

/**
 * Each variant's simulator: the fare-bucket default; `random-walk`, the first simulator; `volatile` and `calm`,
 * every move ×2 and ×0.5; `short-horizon`, first searches 14–60 days out; `shared-shock`, fare sales that hit all of
 * a route's departures on the same days.
 */
export const SIMULATORS: Readonly<Record<SimulatorVariant, FareSimulator>> = {
  default: (count, seed) => simulateFareBuckets(count, seed),
  'random-walk': simulateRandomWalk,
  volatile: (count, seed) => simulateFareBuckets(count, seed, { ...DEFAULT_BUCKET_OPTIONS, volatility: 2 }),
  calm: (count, seed) => simulateFareBuckets(count, seed, { ...DEFAULT_BUCKET_OPTIONS, volatility: 0.5 }),
  'short-horizon': (count, seed) =>
    simulateFareBuckets(count, seed, { ...DEFAULT_BUCKET_OPTIONS, horizon: { min: 14, max: 60 } }),
  'shared-shock': (count, seed) => simulateFareBuckets(count, seed, { ...DEFAULT_BUCKET_OPTIONS, sharedShock: true }),
};
