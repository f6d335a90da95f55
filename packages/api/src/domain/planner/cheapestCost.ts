import type { PlannerInterest } from '@farewise/contracts';
import type { CatalogueActivity } from './catalogue';

/** The least per-person cost, in USD, of filling `slots` more activities that cover `interests`; Infinity when none. */
export type CheapestCost = (
  slots: number,
  interests: ReadonlySet<PlannerInterest>,
  used: ReadonlySet<string>,
) => number;

/**
 * The cost bound behind the planner's budget constraint, for one pool of activities: the cheapest way to fill
 * `slots` with distinct activities not yet `used` that include one of each of `interests`. The cheapest activity
 * of each interest plus the cheapest others is optimal (swapping any choice for a cheaper one of the same role
 * never costs more), so a sort does it. Infinity when there are fewer slots than interests or too few activities.
 */
export function cheapestCost(pool: readonly CatalogueActivity[]): CheapestCost {
  const byCost = [...pool].sort((a, b) => a.costUsd - b.costUsd);
  return (slots, interests, used) => {
    if (slots < interests.size) return Number.POSITIVE_INFINITY;
    const taken = new Set(used);
    let cost = 0;
    for (const interest of interests) {
      const cheapest = byCost.find((a) => a.interest === interest && !taken.has(a.id));
      if (!cheapest) return Number.POSITIVE_INFINITY;
      taken.add(cheapest.id);
      cost += cheapest.costUsd;
    }
    let left = slots - interests.size;
    for (const activity of byCost) {
      if (left === 0) break;
      if (taken.has(activity.id)) continue;
      cost += activity.costUsd;
      left -= 1;
    }
    return left === 0 ? cost : Number.POSITIVE_INFINITY;
  };
}
