import type { TripPlanDay, TripPlanRequest } from '@farewise/contracts';
import type { CityActivities } from './catalogue';
import type { ParsedBudget } from './parseBudget';
import { PLANNER_PACE } from './rules';

/**
 * What the traveller should know about a plan, in this order: a budget that could not be read (or a range), a start
 * date before `today` (ISO), a generic plan for a city we have no guide for, chosen interests the city lacks,
 * chosen interests the days had no room for, and fewer activities than the style's pace for the budget's sake.
 */
export function planWarnings({
  request,
  city,
  budget,
  counts,
  days,
  today,
}: {
  request: TripPlanRequest;
  city: CityActivities | undefined;
  budget: ParsedBudget;
  counts: { count: number; wanted: number };
  days: readonly TripPlanDay[];
  today: string;
}): string[] {
  const warnings = budget.warning ? [budget.warning] : [];
  if (request.startDate < today) warnings.push(`The trip starts on ${request.startDate}, which has passed.`);
  if (!city) {
    warnings.push(
      `We have no guide for “${request.destination}” yet, so this is a generic plan: every activity is a suggestion that works in most cities.`,
    );
  } else {
    const missing = request.interests.filter((interest) => !city.activities.some((a) => a.interest === interest));
    if (missing.length > 0) {
      warnings.push(`Our ${city.city} guide has nothing for ${missing.join(', ')}, so generic suggestions stand in.`);
    }
  }
  const covered = new Set(days.flatMap((day) => day.activities.map((a) => a.type)));
  const uncovered = request.interests.filter((interest) => !covered.has(interest));
  if (uncovered.length > 0) {
    const { max } = PLANNER_PACE[request.travelStyle];
    warnings.push(
      `${request.interests.length} interests do not fit ${days.length} day(s) at the ${request.travelStyle} pace of up to ${max} activities a day; not covered: ${uncovered.join(', ')}.`,
    );
  }
  if (counts.count < counts.wanted) {
    warnings.push(`To stay within the budget, the plan has ${counts.count} activities rather than ${counts.wanted}.`);
  }
  return warnings;
}
