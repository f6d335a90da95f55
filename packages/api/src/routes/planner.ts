import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { PlannerService } from '../services/PlannerService';

/**
 * `POST /api/trip-planner/itinerary` with the planner's request (destination, ISO start and end dates, travelers
 * 1–20, free-text budget, interests, style; spec 02 smart trip planner): `{ days, budget, warnings }`, each day's
 * activities with their time (HH:mm), duration in minutes and cost in USD per person. 400 naming the field for bad
 * input; 422 `plan_unsatisfiable` when no plan meets a hard constraint, such as a budget below the cheapest plan.
 */
export function plannerRoutes(router: Router, planner: PlannerService): void {
  mount(router, endpoints.tripPlan, ({ body }, ctx) => {
    // A plan is computed, not stored: 200, not POST's usual 201.
    ctx.status = 200;
    return planner.plan(body);
  });

  /**
   * `POST /api/trip-planner/day` with `{ request, days, date }` → the plan with that day planned again: as many
   * activities, none already in the plan, within the budget the other days leave; the other days unchanged. 400
   * naming `days` (not the request's dates) or `date`; 422 `plan_unsatisfiable` when no other activities fit.
   * Source: trips issue.
   */
  mount(router, endpoints.regenerateTripDay, ({ body }, ctx) => {
    ctx.status = 200;
    return planner.regenerateDay(body);
  });
}
