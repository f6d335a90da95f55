import { adviseBooking } from '../../src/domain/forecast/advice';
import type { FarePath } from '../../src/domain/forecast/stopping/features';
import type { StoppingCoefficients } from '../../src/domain/forecast/stopping/policy';
import { runPolicy } from '../../src/domain/forecast/stopping/run';

/** A booking policy as the back-test runs it: the index into a trip's fares of the day it buys. */
export type BookingPolicy = (path: FarePath) => number;

/** Baseline: buy at the first quote. */
export const buyNow: BookingPolicy = () => 0;

/** Baseline: buy `days` before departure, or at once when the first quote is already nearer. */
export const buyAtDaysOut =
  (days: number): BookingPolicy =>
  (path) =>
    Math.max(0, Math.min(path.fares.length - 1, path.horizon - days));

/** Baseline: the rule-based advice served before the learned policy (`adviseBooking`), asked each day. */
export const ruleBased: BookingPolicy = (path) => {
  for (let i = 0; i < path.fares.length - 1; i += 1) {
    if (adviseBooking(path.fares.slice(0, i + 1), path.horizon - i).action === 'buy') return i;
  }
  return path.fares.length - 1;
};

/** A learned stopping policy; `withHidden` for the known-parameters advisor. */
export const learned =
  (policy: StoppingCoefficients, withHidden = false): BookingPolicy =>
  (path) =>
    runPolicy(policy, path, { withHidden }).boughtAt;
