import { pathFeatures, type FarePath } from './features';
import { waitAdvantage, type StoppingCoefficients } from './policy';

/** What a stopping policy does on one fare path. */
export interface PolicyRun {
  /** Index into the path's fares of the day it buys (the last day if it never says buy). */
  boughtAt: number;
  /** The fare it pays, USD. */
  paid: number;
  /** Each day's wait advantage (see `waitAdvantage`): positive waits. */
  advantages: number[];
  /**
   * For each day but the last, whether waiting from that day (following the policy from the next day) ends in a
   * fare lower than that day's: the event the calibrated confidence gives the probability of.
   */
  waitBeats: boolean[];
}

/**
 * Runs a stopping policy along a fare path: each day it reads that day's features and buys on the first day
 * waiting does not look better (or the last day).
 * @param reference the fare savings are measured against (USD); the first fare by default.
 */
export function runPolicy(
  policy: StoppingCoefficients,
  path: FarePath,
  { reference = path.fares[0]!, withHidden = false }: { reference?: number; withHidden?: boolean } = {},
): PolicyRun {
  const rows = pathFeatures(path, reference, withHidden);
  const advantages = rows.map((row, i) =>
    waitAdvantage(policy, row, path.horizon - i, Math.log(path.fares[i]! / reference)),
  );
  const last = path.fares.length - 1;
  const boughtAt = Math.min(last, ...advantages.flatMap((advantage, i) => (advantage > 0 ? [] : [i])));
  // The fare paid when entering the policy on day i, going back from the last day.
  const paidFrom = new Array<number>(path.fares.length);
  for (let i = last; i >= 0; i -= 1) {
    paidFrom[i] = i === last || advantages[i]! <= 0 ? path.fares[i]! : paidFrom[i + 1]!;
  }
  const waitBeats = path.fares.slice(0, last).map((fare, i) => paidFrom[i + 1]! < fare);
  return { boughtAt, paid: path.fares[boughtAt]!, advantages, waitBeats };
}
