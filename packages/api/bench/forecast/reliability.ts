import { calibrate, type Calibration } from '../../src/domain/forecast/stopping/calibration';
import type { FarePath } from '../../src/domain/forecast/stopping/features';
import type { StoppingCoefficients } from '../../src/domain/forecast/stopping/policy';
import { runPolicy } from '../../src/domain/forecast/stopping/run';

/** One decile of forecasts: how many, the mean stated probability and how often waiting did beat buying. */
export interface ReliabilityRow {
  count: number;
  stated: number;
  observed: number;
}

/** How well a setting's confidence is calibrated on some trips. */
export interface Reliability {
  /** Brier score of the calibrated probability. */
  brier: number;
  /** Brier score of always stating the validation base rate. */
  constantBrier: number;
  /** 1 − brier / constantBrier: above 0 beats the constant forecast. */
  skill: number;
  /** Equal-count deciles of the stated probability, lowest first. */
  deciles: ReliabilityRow[];
}

/** Each day's calibrated probability that waiting beats buying, and whether it did, over some trips. */
export function forecasts(policy: StoppingCoefficients, calibration: Calibration, trips: readonly FarePath[]) {
  const stated: number[] = [];
  const happened: boolean[] = [];
  for (const trip of trips) {
    const run = runPolicy(policy, trip);
    run.waitBeats.forEach((beats, i) => {
      stated.push(calibrate(calibration, run.advantages[i]!));
      happened.push(beats);
    });
  }
  return { stated, happened };
}

/**
 * The Brier skill score against a constant forecast of `baseRate` and a reliability table in equal-count deciles
 * (Murphy, "A new vector partition of the probability score", J. Applied Meteorology 1973).
 */
export function reliability(stated: readonly number[], happened: readonly boolean[], baseRate: number): Reliability {
  const n = stated.length;
  let brier = 0;
  let constantBrier = 0;
  stated.forEach((p, i) => {
    const y = happened[i] ? 1 : 0;
    brier += (p - y) ** 2;
    constantBrier += (baseRate - y) ** 2;
  });
  const order = stated.map((_, i) => i).sort((a, b) => stated[a]! - stated[b]!);
  const deciles = Array.from({ length: 10 }, (_, k) => {
    const slice = order.slice(Math.floor((k * n) / 10), Math.floor(((k + 1) * n) / 10));
    return {
      count: slice.length,
      stated: slice.reduce((sum, i) => sum + stated[i]!, 0) / slice.length,
      observed: slice.filter((i) => happened[i]).length / slice.length,
    };
  });
  return { brier: brier / n, constantBrier: constantBrier / n, skill: 1 - brier / constantBrier, deciles };
}
