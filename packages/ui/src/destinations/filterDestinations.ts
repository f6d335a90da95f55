import type { Destination } from '@farewise/contracts';
import { fold } from '../format/fold';

/** The category filter's "everything" value. */
export const ALL = 'all';

/**
 * Destinations whose name, city or country contains `query` (case- and accent-insensitive, trimmed) and whose
 * category is `category` (or any, for {@link ALL}). Client-side filtering of spec 02 §2 destinations and popular
 * destinations; order is kept.
 */
export function filterDestinations<D extends Pick<Destination, 'name' | 'city' | 'country' | 'category'>>(
  destinations: readonly D[],
  query: string,
  category: string,
): D[] {
  const needle = fold(query.trim());
  return destinations.filter(
    (d) =>
      (category === ALL || d.category === category) &&
      (needle === '' || [d.name, d.city, d.country].some((field) => fold(field).includes(needle))),
  );
}

/** The distinct categories among destinations, in first-seen order: the popular page's category buttons. */
export function distinctCategories(destinations: readonly Pick<Destination, 'category'>[]): string[] {
  return [...new Set(destinations.map((d) => d.category))];
}
