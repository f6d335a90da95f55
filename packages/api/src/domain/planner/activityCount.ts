import type { ParsedBudget } from './parseBudget';
import { formatUsd } from './formatUsd';
import type { Plan } from './fillDays';
import { PlanConstraintError } from './planConstraintError';
import { PLANNER_PACE } from './rules';

/**
 * How many activities to plan in all (`count`), and how many the style's pace asked for (`wanted`): the pace's
 * target a day, at least one per required interest, as many as the pool holds, fewer when the cheapest way to
 * fill more would break the budget, never under the pace's minimum a day.
 *
 * @throws PlanConstraintError `pace` when the pool has fewer activities than the minimum pace needs; `budget` when
 *   even the cheapest plan of that size (cost in USD × travelers) is over the budget: no valid plan exists then.
 */
export function activityCount(plan: Plan, budget: ParsedBudget): { count: number; wanted: number } {
  const { request, dates, pool, required } = plan;
  const pace = PLANNER_PACE[request.travelStyle];
  const fewest = Math.max(dates.length * pace.min, required.length);
  const most = Math.min(dates.length * pace.max, pool.length);
  if (fewest > most) {
    throw new PlanConstraintError(
      'pace',
      `Pace: ${dates.length} days at ${pace.min}–${pace.max} activities a day need at least ${fewest} different activities, and the guide has ${pool.length} for ${request.destination}. Shorten the trip or choose the luxury style.`,
    );
  }
  const wanted = Math.min(most, Math.max(fewest, dates.length * pace.target));
  const cheapestFor = (count: number) => plan.cheapest(count, new Set(required), new Set());
  let count = wanted;
  while (count > fewest && !plan.affordable(cheapestFor(count))) count -= 1;
  if (!plan.affordable(cheapestFor(count))) {
    const interests = required.length > 0 ? `, covering your ${required.length} interests,` : '';
    throw new PlanConstraintError(
      'budget',
      `Budget: the cheapest plan for ${dates.length} days at the ${request.travelStyle} pace of at least ${pace.min} activities a day${interests} costs ${formatUsd(cheapestFor(count) * request.travelers)} for ${request.travelers} traveler(s), more than the budget of ${formatUsd(budget.total ?? 0)}. Raise the budget, shorten the trip or choose fewer interests.`,
    );
  }
  return { count, wanted };
}
