import type { PlannerInterest, TripPlanRequest } from '@farewise/contracts';
import type { CatalogueActivity } from './catalogue';
import type { CheapestCost } from './cheapestCost';
import { scheduleDay, type TimedActivity } from './scheduleDay';

/** What planning one request needs, worked out once: its dates, activity pool, interests and budget test. */
export interface Plan {
  request: TripPlanRequest;
  dates: readonly string[];
  /** The city's activities first, then the generic ones, in catalogue order. */
  pool: readonly CatalogueActivity[];
  genericIds: ReadonlySet<string>;
  required: readonly PlannerInterest[];
  /** The interests the days rotate through: the chosen ones, or all twelve. */
  focus: readonly PlannerInterest[];
  cheapest: CheapestCost;
  /** Whether a per-person cost in USD keeps the party within the budget. */
  affordable: (perPerson: number) => boolean;
}

/**
 * `preferred` ranks the city's activities and the chosen interests first, in the style's price order;
 * `cheapest` ranks by price, the fallback that follows the budget bound most closely.
 */
export type Strategy = 'preferred' | 'cheapest';

/** Budget travellers see cheap activities first, luxury ones dear ones; mid-range keeps the curated order. */
const STYLE_PRICE_ORDER = { budget: 1, 'mid-range': 0, luxury: -1 } as const;

/** Ascending keys, compared in turn: the first activity of the sorted pool is the one to try first. */
function rankKey(
  activity: CatalogueActivity,
  plan: Plan,
  strategy: Strategy,
  context: { uncovered: ReadonlySet<string>; today: ReadonlySet<string>; wanted: PlannerInterest | undefined },
): number[] {
  const { interest, costUsd } = activity;
  const uncovered = context.uncovered.has(interest) ? 0 : 1;
  const generic = plan.genericIds.has(activity.id) ? 1 : 0;
  const focus = plan.focus.includes(interest) ? 0 : 1;
  const repeatsToday = context.today.has(interest) ? 1 : 0;
  const rotation = interest === context.wanted ? 0 : 1;
  return strategy === 'cheapest'
    ? [uncovered, costUsd, focus, repeatsToday, rotation, generic]
    : [uncovered, generic, focus, repeatsToday, rotation, STYLE_PRICE_ORDER[plan.request.travelStyle] * costUsd];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (const [i, value] of a.entries()) if (value !== b[i]) return value - b[i]!;
  return 0;
}

/** What the days already planned, and kept, take: their activity ids, the interests they cover, their cost in USD per person. */
export interface KeptDays {
  used: readonly string[];
  covered: readonly PlannerInterest[];
  spent: number;
}

/**
 * Fills the days slot by slot with the best-ranked activity that is not used yet, still leaves an affordable way to
 * fill the remaining slots and cover the uncovered interests, and still fits the day's schedule. A day whose slot
 * nothing fits ends short; `checkItinerary` then catches it. `kept` is what other days already take, when only some
 * days are planned again: their activities are not used twice, their interests count as covered, their cost as spent.
 */
export function fillDays(
  plan: Plan,
  perDay: readonly number[],
  strategy: Strategy,
  kept: KeptDays = { used: [], covered: [], spent: 0 },
): TimedActivity[][] {
  const used = new Set<string>(kept.used);
  const uncovered = new Set<PlannerInterest>(plan.required.filter((interest) => !kept.covered.includes(interest)));
  let spent = kept.spent;
  let slotsLeft = perDay.reduce((sum, n) => sum + n, 0);

  /** Whether the cheapest way to fill the slots left after this activity keeps the party within the budget. */
  const leavesAWay = (activity: CatalogueActivity) => {
    const covers = uncovered.delete(activity.interest);
    used.add(activity.id);
    const rest = plan.cheapest(slotsLeft, uncovered, used);
    used.delete(activity.id);
    if (covers) uncovered.add(activity.interest);
    return plan.affordable(spent + activity.costUsd + rest);
  };

  /** The day's times with the best activity that can join it added, or null when none can. */
  const extend = (timed: readonly TimedActivity[]): TimedActivity[] | null => {
    const context = {
      uncovered,
      today: new Set(timed.map((t) => t.activity.interest)),
      wanted: plan.focus[used.size % plan.focus.length],
    };
    const ranked = plan.pool
      .filter((activity) => !used.has(activity.id))
      .map((activity) => ({ activity, key: rankKey(activity, plan, strategy, context) }))
      .sort((a, b) => compareKeys(a.key, b.key));
    for (const { activity } of ranked) {
      const next = leavesAWay(activity) ? scheduleDay([...timed.map((t) => t.activity), activity]) : null;
      if (!next) continue;
      used.add(activity.id);
      uncovered.delete(activity.interest);
      spent += activity.costUsd;
      return next;
    }
    return null;
  };

  return perDay.map((count) => {
    let timed: TimedActivity[] = [];
    for (let n = 0; n < count; n += 1) {
      slotsLeft -= 1;
      const next = extend(timed);
      if (!next) {
        slotsLeft -= count - n - 1;
        break;
      }
      timed = next;
    }
    return timed;
  });
}
