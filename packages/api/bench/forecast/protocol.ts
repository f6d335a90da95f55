import type { RiskSetting } from '@farewise/contracts';
import type { FarePath } from '../../src/domain/forecast/stopping/features';
import { fitStoppingPolicy } from '../../src/domain/forecast/stopping/fit';
import type { StoppingCoefficients } from '../../src/domain/forecast/stopping/policy';
import type { SimulatedTrip } from '../../src/simulation/trip';
import { SIMULATORS, type SimulatorVariant } from '../../src/simulation/variants';
import { outcomeOf, type TripOutcome } from './outcomes';
import type { BookingPolicy } from './policies';

/**
 * The seeds of the forecast protocol. Training seeds fit the policy; validation seeds choose the traveller
 * settings' λ, the fixed-days baseline and the calibration; test seeds are read once, by `pnpm bench:forecast`.
 */
export const SEEDS = {
  train: [101, 102, 103],
  validation: [201, 202],
  test: [301, 302, 303],
} as const;

/** Trips per seed (at least 2,000 on test). */
export const TRIPS_PER_SEED = 2000;

/** The loss weights the frontier is traced at. */
export const LAMBDAS = [0, 0.25, 0.5, 1, 2, 4, 8, 16] as const;

/** What each traveller setting must keep on validation: Save the most ≥ 75 % no worse; Play it safe ≥ 96 %. */
export const SETTING_FLOORS: Readonly<Record<RiskSetting, number>> = { save: 0.75, safe: 0.96 };

/** The trips of some seeds of a simulator variant. */
export function tripsOf(variant: SimulatorVariant, seeds: readonly number[]): SimulatedTrip[] {
  return seeds.flatMap((seed) => SIMULATORS[variant](TRIPS_PER_SEED, seed));
}

/** A stopping policy fitted at each λ of {@link LAMBDAS} on a variant's training seeds. */
export function fitCurve(variant: SimulatorVariant, withHidden = false): StoppingCoefficients[] {
  const train = tripsOf(variant, SEEDS.train);
  return LAMBDAS.map((lambda) => fitStoppingPolicy(train, { lambda, withHidden }));
}

/** The outcomes of a policy on some trips. */
export const outcomesOf = (policy: BookingPolicy, trips: readonly FarePath[]): TripOutcome[] =>
  trips.map((trip) => outcomeOf(trip, policy(trip)));
