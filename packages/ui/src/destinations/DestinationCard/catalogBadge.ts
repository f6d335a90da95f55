import type { Destination, DestinationCategory } from '@farewise/contracts';
import { priceChangeValue } from './homeBadge';

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
