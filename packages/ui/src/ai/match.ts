/** How well a recommendation matches, by its confidence: the match badge's colour (spec 01 §9). */
export type MatchLevel = 'strong' | 'fair' | 'weak';

/**
 * The match badge's level for a confidence in percent (spec 01 §9): `strong` (green) at 90 or more, `fair`
 * (yellow) at 80 or more, `weak` (orange) below 80.
 */
export function matchLevel(confidence: number): MatchLevel {
  if (confidence >= 90) return 'strong';
  return confidence >= 80 ? 'fair' : 'weak';
}
