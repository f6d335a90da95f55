import type { Destination } from '@farewise/contracts';

export type HomeBadge = 'Trending' | 'Price Alert' | 'Best Price' | 'Popular';

/** A price change as a number: spec 02 §3 allows a number or a numeric string such as `"-12.5%"`. */
export function priceChangeValue(priceChange: Destination['priceChange']): number {
  return typeof priceChange === 'number' ? priceChange : Number.parseFloat(priceChange);
}

/**
 * The destination badge on home (spec 01 §9): Trending if trending; else Price Alert if the price change is
 * below -15; else Best Price if below 0; else Popular.
 */
export function homeBadge(destination: Pick<Destination, 'trending' | 'priceChange'>): HomeBadge {
  if (destination.trending) return 'Trending';
  const change = priceChangeValue(destination.priceChange);
  if (change < -15) return 'Price Alert';
  return change < 0 ? 'Best Price' : 'Popular';
}
