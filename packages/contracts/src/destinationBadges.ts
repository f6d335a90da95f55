import type { Destination, DestinationCategory } from './destinations';

/** A price change as a number: spec 02 §3 allows a number or a numeric string such as `"-12.5%"`. */
export function priceChangeValue(priceChange: Destination['priceChange']): number {
  return typeof priceChange === 'number' ? priceChange : Number.parseFloat(priceChange);
}

export type HomeBadge = 'Trending' | 'Price Alert' | 'Best Price' | 'Popular';

/** A price change below this many percent earns Price Alert on home (spec 01 §9). */
export const PRICE_ALERT_CHANGE = -15;

/**
 * The destination badge on home (spec 01 §9): Trending if trending; else Price Alert if the price change is
 * below -15 %; else Best Price if below 0 %; else Popular.
 */
export function homeBadge(destination: Pick<Destination, 'trending' | 'priceChange'>): HomeBadge {
  if (destination.trending) return 'Trending';
  const change = priceChangeValue(destination.priceChange);
  if (change < PRICE_ALERT_CHANGE) return 'Price Alert';
  return change < 0 ? 'Best Price' : 'Popular';
}

export type CatalogBadge = 'Price Rising' | 'Great Deal' | 'Trending' | DestinationCategory | 'Popular';

/** A price change of this many percent or more, either way, earns Price Rising or Great Deal (spec 02 §9). */
export const BIG_PRICE_CHANGE = 10;

/**
 * The destination badge on the destinations list (spec 02 §9): Price Rising or Great Deal for a price change of 10 %
 * or more in magnitude (rising or falling); otherwise Trending if trending; otherwise the category, or Popular.
 */
export function catalogBadge(
  destination: Pick<Destination, 'trending' | 'priceChange'> & { category?: DestinationCategory },
): CatalogBadge {
  const change = priceChangeValue(destination.priceChange);
  if (change >= BIG_PRICE_CHANGE) return 'Price Rising';
  if (change <= -BIG_PRICE_CHANGE) return 'Great Deal';
  if (destination.trending) return 'Trending';
  return destination.category ?? 'Popular';
}
