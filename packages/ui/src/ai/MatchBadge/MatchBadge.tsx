import { matchLevel } from '../match';
import * as css from './MatchBadge.css';

export interface MatchBadgeProps {
  /** How well the recommendation matches, in percent (0–100). */
  confidence: number;
}

/**
 * The "N% match" badge of a recommendation card (spec 01 §2, §9): green at 90 or more, yellow at 80 or more, orange
 * below; the percent is rounded to a whole number, and the colour is the one of the percent it shows.
 */
export function MatchBadge({ confidence }: MatchBadgeProps) {
  const percent = Math.round(confidence);
  return <span className={css.level[matchLevel(percent)]}>{percent}% match</span>;
}
