import { CholeskyDecomposition, Matrix } from 'ml-matrix';
import { pathFeatures, type FarePath } from './features';
import { utility, waitAdvantage, type StoppingCoefficients } from './policy';

/** How a stopping policy is fitted. */
export interface FitOptions {
  /** Weight of a loss against a saving (see `utility`). */
  lambda: number;
  /** Add the simulator's hidden state to the features: the known-parameters baseline. */
  withHidden?: boolean;
  /** Each day's regression also reads the rows of this many days nearer departure, for stability. */
  windowDays?: number;
  /** Ridge penalty, per row. */
  ridge?: number;
}

interface Row {
  path: number;
  index: number;
}

/**
 * Fits a stopping policy by regression-based optimal stopping: Longstaff & Schwartz, "Valuing American options by
 * simulation: a simple least-squares approach" (Review of Financial Studies, 2001), as fitted-Q regression. Going
 * back from the day before departure, each day out `d` regresses the realised utility of waiting (following the
 * policy already fitted for the days after) on that day's features (ridge least squares over days `d` to
 * `d - windowDays + 1`, whose feature ranges it keeps for clipping), then buys where buying now is worth at least
 * that estimate. Savings are measured against
 * each path's first fare.
 * @param paths training fare paths; the last fare of each is 1 day out.
 */
export function fitStoppingPolicy(paths: readonly FarePath[], options: FitOptions): StoppingCoefficients {
  const { lambda, withHidden = false, windowDays = 5, ridge = 1e-4 } = options;
  const features = paths.map((path) => pathFeatures(path, path.fares[0]!, withHidden));
  const logRatios = paths.map((path) => path.fares.map((fare) => Math.log(fare / path.fares[0]!)));
  // The realised utility of the policy from each day on.
  const value = logRatios.map((ratios) => Float64Array.from(ratios, (r) => utility(r, lambda)));
  const byDay = new Map<number, Row[]>();
  paths.forEach((path, p) =>
    path.fares.forEach((_, index) => {
      const d = path.horizon - index;
      (byDay.get(d) ?? byDay.set(d, []).get(d)!).push({ path: p, index });
    }),
  );
  const maxDay = Math.max(...byDay.keys());
  const width = features[0]![0]!.length;
  const sums: Array<{ xx: Float64Array; xy: Float64Array; n: number; low: number[]; high: number[] }> = [];
  const policy: StoppingCoefficients = { lambda, days: [], ranges: [] };
  for (let d = 2; d <= maxDay; d += 1) {
    const rows = byDay.get(d) ?? [];
    const xx = new Float64Array(width * width);
    const xy = new Float64Array(width);
    const low = new Array<number>(width).fill(Infinity);
    const high = new Array<number>(width).fill(-Infinity);
    for (const { path, index } of rows) {
      const x = features[path]![index]!;
      const y = value[path]![index + 1]!;
      for (let a = 0; a < width; a += 1) {
        xy[a]! += x[a]! * y;
        low[a] = Math.min(low[a]!, x[a]!);
        high[a] = Math.max(high[a]!, x[a]!);
        for (let b = 0; b < width; b += 1) xx[a * width + b]! += x[a]! * x[b]!;
      }
    }
    sums.push({ xx, xy, n: rows.length, low, high });
    const window = sums.slice(-windowDays);
    const n = window.reduce((total, sum) => total + sum.n, 0);
    if (n === 0) {
      policy.days.push(policy.days.at(-1) ?? new Array<number>(width).fill(0));
      policy.ranges!.push(
        policy.ranges!.at(-1) ?? [new Array<number>(width).fill(0), new Array<number>(width).fill(0)],
      );
      continue;
    }
    policy.ranges!.push([
      low.map((_, a) => Math.min(...window.map((sum) => sum.low[a]!))),
      high.map((_, a) => Math.max(...window.map((sum) => sum.high[a]!))),
    ]);
    const a = new Matrix(width, width);
    const b = new Matrix(width, 1);
    for (const sum of window) {
      for (let i = 0; i < width; i += 1) {
        b.set(i, 0, b.get(i, 0) + sum.xy[i]!);
        for (let j = 0; j < width; j += 1) a.set(i, j, a.get(i, j) + sum.xx[i * width + j]!);
      }
    }
    for (let k = 0; k < width; k += 1) a.set(k, k, a.get(k, k) + ridge * n);
    policy.days.push(new CholeskyDecomposition(a).solve(b).to1DArray());
    for (const { path, index } of rows) {
      const wait = waitAdvantage(policy, features[path]![index]!, d, logRatios[path]![index]!) > 0;
      if (wait) value[path]![index] = value[path]![index + 1]!;
    }
  }
  return policy;
}
