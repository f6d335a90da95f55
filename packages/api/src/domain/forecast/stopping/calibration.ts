/**
 * A monotone map from a wait advantage to the probability that waiting beats buying now: step `i` holds for
 * advantages up to `upTo[i]` (the last step for any above).
 */
export interface Calibration {
  upTo: number[];
  probability: number[];
}

/**
 * Fits isotonic calibration by the pool-adjacent-violators algorithm (Zadrozny & Elkan, "Transforming classifier
 * scores into accurate multiclass probability estimates", KDD 2002): the non-decreasing step function of the
 * score with the least squared error against the outcomes. Scores are first pooled into `bins` equal-count bins,
 * which keeps the map small.
 * @throws RangeError when there are no scores, or scores and outcomes differ in length.
 */
export function fitCalibration(scores: readonly number[], outcomes: readonly boolean[], bins = 200): Calibration {
  if (scores.length === 0 || scores.length !== outcomes.length) {
    throw new RangeError('Calibration needs one outcome per score, and at least one');
  }
  const order = scores.map((_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  const size = Math.ceil(order.length / bins);
  const blocks: Array<{ upTo: number; hits: number; count: number }> = [];
  for (let start = 0; start < order.length; start += size) {
    const slice = order.slice(start, start + size);
    const block = {
      upTo: scores[slice.at(-1)!]!,
      hits: slice.filter((i) => outcomes[i]).length,
      count: slice.length,
    };
    blocks.push(block);
    // Pool while the last block's rate is below the one before it.
    while (blocks.length > 1) {
      const [prev, last] = [blocks.at(-2)!, blocks.at(-1)!];
      if (prev.hits / prev.count < last.hits / last.count) break;
      blocks.splice(-2, 2, { upTo: last.upTo, hits: prev.hits + last.hits, count: prev.count + last.count });
    }
  }
  return { upTo: blocks.map((b) => b.upTo), probability: blocks.map((b) => b.hits / b.count) };
}

/** The calibrated probability for an advantage (0–1). */
export function calibrate(calibration: Calibration, advantage: number): number {
  const { upTo, probability } = calibration;
  let lo = 0;
  let hi = upTo.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (advantage <= upTo[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return probability[lo]!;
}
