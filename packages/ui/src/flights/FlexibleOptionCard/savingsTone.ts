import type { Tone } from '../../primitives/tone';

/** Savings above this many USD earn the "Great Deal!" banner and the green colour (spec 01 §9). */
export const GREAT_DEAL_SAVINGS = 150;
/** Savings above this many USD are blue (spec 01 §9). */
export const GOOD_SAVINGS = 100;

/** A saving's colour (spec 01 §9): green above $150, blue above $100, grey otherwise. */
export function savingsTone(savings: number): Tone {
  if (savings > GREAT_DEAL_SAVINGS) return 'positive';
  return savings > GOOD_SAVINGS ? 'info' : 'neutral';
}
