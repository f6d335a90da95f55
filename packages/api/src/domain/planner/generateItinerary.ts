import { PLANNER_INTERESTS, type TripPlanDay, type TripPlanRequest, type TripPlanResponse } from '@farewise/contracts';
import { activityCount } from './activityCount';
import { findCity, type ActivityCatalogue } from './catalogue';
import { cheapestCost } from './cheapestCost';
import { checkItinerary } from './checkItinerary';
import { toClock } from './clock';
import { fillDays, type Plan, type Strategy } from './fillDays';
import { parseBudget } from './parseBudget';
import { PlanConstraintError } from './planConstraintError';
import { planWarnings } from './planWarnings';
import { requiredInterests } from './rules';
import type { TimedActivity } from './scheduleDay';
import { tripDates } from './tripDates';

/** `total` activities spread over the days, the first days taking one more when they do not divide evenly. */
function spread(total: number, days: number): number[] {
  return Array.from({ length: days }, (_, i) => Math.floor(total / days) + (i < total % days ? 1 : 0));
}

/** The filled days as the response shows them: times `HH:mm`, generic activities flagged. */
export function toDays(plan: Plan, timedDays: readonly TimedActivity[][]): TripPlanDay[] {
  return timedDays.map((timed, i) => ({
    date: plan.dates[i]!,
    activities: timed.map(({ activity, start }) => ({
      id: activity.id,
      name: activity.name,
      type: activity.interest,
      time: toClock(start),
      duration: activity.durationMinutes,
      cost: activity.costUsd,
      notes: activity.note,
      area: activity.area,
      generic: plan.genericIds.has(activity.id),
    })),
  }));
}

/**
 * A day-by-day plan for the smart trip planner (spec 02 §2 "Smart trip planner", §3 "Generated day", §9): for a
 * catalogue city (matched by name, `Paris, France` too) its real places first, generic suggestions where it lacks an
 * interest or runs out; for any other destination generic suggestions only, with a warning. It covers the chosen
 * interests first, plans the style's pace (fewer activities when the budget is tight), prefers cheaper activities
 * for the budget style and dearer ones for luxury, never spends past the budget, orders each day by area and times
 * each activity within its opening hours. Times `HH:mm`, durations in minutes, costs in USD per person.
 *
 * Deterministic: the same request and catalogue give the same plan (`now`, for the past-start warning, only
 * changes warnings). Every plan it returns passes {@link checkItinerary} with no violation.
 *
 * @throws PlanConstraintError (a DomainError, meant for HTTP 422) naming the constraint that cannot be met: `budget`
 *   when the cheapest plan filling the days at the style's pace with the required interests costs more than the
 *   budget, `pace` when the catalogue has too few activities, or whichever constraint no plan could meet.
 */
export function generateItinerary(
  request: TripPlanRequest,
  catalogue: ActivityCatalogue,
  now: Date = new Date(),
): TripPlanResponse {
  const setup = planFor(request, catalogue);
  const perDay = spread(setup.counts.count, setup.plan.dates.length);
  return firstPassing(setup, catalogue, now, (strategy) => toDays(setup.plan, fillDays(setup.plan, perDay, strategy)));
}

/** What planning a request needs: the plan's inputs, the city, the budget read from the text, the activity count. */
export interface PlanSetup {
  plan: Plan;
  city: ReturnType<typeof findCity>;
  budget: ReturnType<typeof parseBudget>;
  counts: ReturnType<typeof activityCount>;
}

/** Works out a request's plan inputs once: its dates, pool (the city's activities, then generic), interests, budget. */
export function planFor(request: TripPlanRequest, catalogue: ActivityCatalogue): PlanSetup {
  const city = findCity(request.destination, catalogue);
  const budget = parseBudget(request.budget, request.travelers);
  const pool = [...(city?.activities ?? []), ...catalogue.generic];
  const plan: Plan = {
    request,
    dates: tripDates(request.startDate, request.endDate),
    pool,
    genericIds: new Set(catalogue.generic.map((a) => a.id)),
    required: requiredInterests(request),
    focus: request.interests.length > 0 ? request.interests : PLANNER_INTERESTS,
    cheapest: cheapestCost(pool),
    affordable: (perPerson) => !budget.parsed || perPerson * request.travelers <= budget.total,
  };
  return { plan, city, budget, counts: activityCount(plan, budget) };
}

/**
 * The days `make` gives for the first strategy whose days pass {@link checkItinerary}, with the budget and warnings.
 * @throws PlanConstraintError naming the first constraint the last strategy's days broke, with `advice` after it.
 */
export function firstPassing(
  { plan, city, budget, counts }: PlanSetup,
  catalogue: ActivityCatalogue,
  now: Date,
  make: (strategy: Strategy) => TripPlanDay[],
  advice = 'Try fewer interests, a larger budget or another travel style.',
): TripPlanResponse {
  const { request } = plan;
  let violations: ReturnType<typeof checkItinerary> = [];
  for (const strategy of ['preferred', 'cheapest'] as const) {
    const days = make(strategy);
    violations = checkItinerary(request, { days }, catalogue);
    if (violations.length === 0) {
      return {
        days,
        budget: { parsed: budget.parsed, total: budget.total, currency: 'USD' },
        warnings: planWarnings({ request, city, budget, counts, days, today: now.toISOString().slice(0, 10) }),
      };
    }
  }
  const [first] = violations;
  throw new PlanConstraintError(
    first!.constraint,
    `Cannot plan this trip: ${first!.message} (${first!.constraint}). ${advice}`,
  );
}
