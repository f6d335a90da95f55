import type { TripPlanDay, TripPlanRequest, TripPlanResponse } from '@farewise/contracts';
import { DomainError } from '../errors';
import type { ActivityCatalogue } from './catalogue';
import { fillDays } from './fillDays';
import { firstPassing, planFor, toDays } from './generateItinerary';

/**
 * Plans one day of a plan again (trips issue: "regenerate one day"): the other days stay as they are, and the day
 * gets as many activities as it had, none of them one the plan already has (that day's included), with the budget
 * the other days leave and the interests only that day covered. The whole plan then passes {@link checkItinerary}
 * like any plan, so days sent by the client are checked too. Costs in USD per person.
 *
 * @throws DomainError Invalid naming `days` when they are not the request's dates in order, or `date` when it is not
 *   one of them.
 * @throws PlanConstraintError (HTTP 422) when no other activities fit the day: the catalogue has run out for it, or
 *   the budget the other days leave is too small.
 */
export function regenerateDay(
  request: TripPlanRequest,
  days: readonly TripPlanDay[],
  date: string,
  catalogue: ActivityCatalogue,
  now: Date = new Date(),
): TripPlanResponse {
  const setup = planFor(request, catalogue);
  const { dates } = setup.plan;
  if (days.length !== dates.length || days.some((day, i) => day.date !== dates[i])) {
    throw new DomainError(
      'Invalid',
      'plan_mismatch',
      'The days are not this request’s dates: generate the plan again',
      {
        field: 'days',
      },
    );
  }
  const index = dates.indexOf(date);
  if (index < 0) {
    throw new DomainError('Invalid', 'date_outside_plan', `Pick a day from ${dates[0]} to ${dates.at(-1)}`, {
      field: 'date',
    });
  }
  const others = days.filter((_, i) => i !== index).flatMap((day) => day.activities);
  const kept = {
    used: days.flatMap((day) => day.activities.map((activity) => activity.id)),
    covered: others.map((activity) => activity.type),
    spent: others.reduce((sum, activity) => sum + activity.cost, 0),
  };
  const count = days[index]!.activities.length;
  const dayPlan = { ...setup.plan, dates: [date] };
  return firstPassing(
    setup,
    catalogue,
    now,
    (strategy) => {
      const [day] = toDays(dayPlan, fillDays(dayPlan, [count], strategy, kept));
      return days.map((current, i) => (i === index ? day! : current));
    },
    'No other activities fit this day: keep it, or remove an activity from another day first.',
  );
}
