import type { DestinationCategory } from '@farewise/contracts';
import type { Tone } from '../primitives/tone';

/** Category colours on the destinations list (spec 02 §9): beach blue, city gray, mountain green, adventure red, other purple. */
export const CATALOG_CATEGORY_TONE: Record<DestinationCategory, Tone> = {
  beach: 'info',
  city: 'neutral',
  mountain: 'positive',
  adventure: 'critical',
  other: 'promote',
};

/**
 * Category colours on the popular destinations page (spec 02 §9): beach blue, city grey, mountain green, adventure
 * orange; other keeps the list's purple.
 */
export const POPULAR_CATEGORY_TONE: Record<DestinationCategory, Tone> = {
  ...CATALOG_CATEGORY_TONE,
  adventure: 'caution',
};

/** A category as a label: `beach` → `Beach`. */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
