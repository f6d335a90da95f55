/** A day's band in its month's min-to-max price range (spec 02 §9 calendar): low under 0.3, middle under 0.6, else high. */
export type RangeBand = 'low' | 'middle' | 'high';

/** Where `price` sits between `min` and `max` (0–1; 0 when every price is the same), and its band. */
export function rangeBand(price: number, min: number, max: number): RangeBand {
  const position = max > min ? (price - min) / (max - min) : 0;
  if (position < 0.3) return 'low';
  return position < 0.6 ? 'middle' : 'high';
}
