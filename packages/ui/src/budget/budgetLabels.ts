import type { BudgetCategoryName, BudgetInput, BudgetLevel, BudgetTripType } from '@farewise/contracts';
import type { Tone } from '../primitives/tone';

/** How each category reads on screen, and what its suggestions are counted per (spec 02 §9). */
export const CATEGORY_LABELS: Record<BudgetCategoryName, { label: string; per: string }> = {
  flights: { label: 'Flights', per: 'per person' },
  accommodation: { label: 'Accommodation', per: 'per person a day' },
  food: { label: 'Food', per: 'per person a day' },
  transport: { label: 'Transport', per: 'per person a day' },
  activities: { label: 'Activities', per: 'per person a day' },
  shopping: { label: 'Shopping', per: 'per person a day' },
};

export const LEVEL_LABELS: Record<BudgetLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const STYLE_LABELS: Record<BudgetInput['travelStyle'], string> = {
  budget: 'Budget',
  'mid-range': 'Mid-range',
  luxury: 'Luxury',
};

export const TRIP_TYPE_LABELS: Record<BudgetTripType, string> = {
  leisure: 'Leisure',
  business: 'Business',
  family: 'Family',
  adventure: 'Adventure',
};

/** A destination's cost level as a tone: dearer than the ×1.0 cities is `caution`, cheaper is `positive`. */
export function costLevelTone(multiplier: number): Tone {
  if (multiplier > 1) return 'caution';
  return multiplier < 1 ? 'positive' : 'neutral';
}
