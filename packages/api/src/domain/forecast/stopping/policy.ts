/**
 * A learned stopping policy: for each day out `d` from 2 on, the coefficients of a linear estimate of the utility
 * of waiting (following the policy from tomorrow) from a day's features; on the last day it buys.
 */
export interface StoppingCoefficients {
  /** How much a loss (paying more than the reference fare) weighs against a saving of the same size. */
  lambda: number;
  /** `days[d - 2]` holds the coefficients for `d` days out; further out than its length uses the last. */
  days: number[][];
  /**
   * `ranges[d - 2]` holds the lowest and highest value of each feature the regression for `d` days out was fitted
   * on; features are clipped to them, so a path unlike any it learned from (such as a smooth model curve that
   * falls three days out) is not extrapolated.
   */
  ranges?: Array<[number[], number[]]>;
}

/**
 * A purchase's utility: the log saving against the reference fare, less `lambda` times the log loss when it costs
 * more. `logRatio` is log(paid / reference).
 */
export function utility(logRatio: number, lambda: number): number {
  return -logRatio - lambda * Math.max(0, logRatio);
}

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

/**
 * How much better waiting looks than buying today, in utility (log saving) units: the estimated utility of
 * waiting less that of buying now. Positive means wait. On the last day (`daysOut` ≤ 1) it is −Infinity: buy.
 * @param logRatio log(today's fare / reference fare).
 */
export function waitAdvantage(
  policy: StoppingCoefficients,
  features: readonly number[],
  daysOut: number,
  logRatio: number,
): number {
  if (daysOut <= 1 || policy.days.length === 0) return -Infinity;
  const day = Math.min(daysOut, policy.days.length + 1) - 2;
  const range = policy.ranges?.[day];
  const clipped = range ? features.map((value, i) => Math.min(range[1][i]!, Math.max(range[0][i]!, value))) : features;
  return dot(policy.days[day]!, clipped) - utility(logRatio, policy.lambda);
}
