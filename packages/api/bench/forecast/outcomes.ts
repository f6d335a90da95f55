import { quantile } from 'simple-statistics';
import { randomInt, randomLcg } from 'd3-random';
import type { FarePath } from '../../src/domain/forecast/stopping/features';

/** What a policy paid on one trip. */
export interface TripOutcome {
  /** The first quote: buying now. */
  first: number;
  /** The lowest fare of the trip: perfect foresight. */
  lowest: number;
  paid: number;
  /** Days before departure of the purchase. */
  daysOut: number;
}

/** The measures of a policy over trips (issue 17 §3); shares 0–1, losses and savings as fractions of the fare. */
export interface Measures {
  captured: number;
  meanSaved: number;
  noWorse: number;
  p95Loss: number;
  meanDaysOut: number;
}

/** A measure with its 95 % bootstrap confidence interval. */
export interface Estimate {
  value: number;
  low: number;
  high: number;
}

/** A trip's outcome when a policy buys on day `boughtAt` (an index into its fares). */
export const outcomeOf = (path: FarePath, boughtAt: number): TripOutcome => ({
  first: path.fares[0]!,
  lowest: Math.min(...path.fares),
  paid: path.fares[boughtAt]!,
  daysOut: path.horizon - boughtAt,
});

/** The measures of some trips' outcomes. */
export function measure(outcomes: readonly TripOutcome[]): Measures {
  let saved = 0;
  let possible = 0;
  let noWorse = 0;
  let savedShare = 0;
  let days = 0;
  const losses: number[] = [];
  for (const { first, lowest, paid, daysOut } of outcomes) {
    saved += first - paid;
    possible += first - lowest;
    if (paid <= first) noWorse += 1;
    savedShare += (first - paid) / first;
    losses.push(Math.max(0, (paid - first) / first));
    days += daysOut;
  }
  const n = outcomes.length;
  return {
    captured: possible > 0 ? saved / possible : 0,
    meanSaved: savedShare / n,
    noWorse: noWorse / n,
    p95Loss: quantile(losses, 0.95),
    meanDaysOut: days / n,
  };
}

const RESAMPLES = 1000;

/**
 * Each measure with a 95 % percentile-bootstrap interval over trips (Efron & Tibshirani, "An Introduction to the
 * Bootstrap", 1993), from a fixed seed so a run repeats.
 */
export function estimate(outcomes: readonly TripOutcome[], seed = 1): Record<keyof Measures, Estimate> {
  const draw = randomInt.source(randomLcg(seed))(0, outcomes.length);
  const samples = Array.from({ length: RESAMPLES }, () =>
    measure(Array.from({ length: outcomes.length }, () => outcomes[draw()]!)),
  );
  const point = measure(outcomes);
  const keys = Object.keys(point) as Array<keyof Measures>;
  return Object.fromEntries(
    keys.map((key) => {
      const values = samples.map((sample) => sample[key]);
      return [key, { value: point[key], low: quantile(values, 0.025), high: quantile(values, 0.975) }];
    }),
  ) as Record<keyof Measures, Estimate>;
}
