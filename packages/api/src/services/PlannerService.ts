import type { RegenerateDayRequest, TripPlanRequest, TripPlanResponse } from '@farewise/contracts';
import { ACTIVITY_CATALOGUE } from '../data/activities';
import { generateItinerary } from '../domain/planner/generateItinerary';
import { regenerateDay } from '../domain/planner/regenerateDay';

/**
 * The smart trip planner (spec 02 smart trip planner): day-by-day plans from the activity catalogue, each checked
 * against every hard constraint before it is answered.
 */
export class PlannerService {
  constructor(private readonly now: () => Date) {}

  /**
   * A plan for `request`: one day per date with timed activities (USD per person, minutes), the parsed budget and
   * any warnings.
   * @throws PlanConstraintError (DomainError `Unprocessable`, HTTP 422) naming the constraint no plan can meet.
   */
  plan(request: TripPlanRequest): TripPlanResponse {
    return generateItinerary(request, ACTIVITY_CATALOGUE, this.now());
  }

  /**
   * The plan with the day `date` planned again, the other days as sent (see `regenerateDay`).
   * @throws DomainError Invalid naming `days` or `date`; PlanConstraintError (HTTP 422) when no other activities fit.
   */
  regenerateDay({ request, days, date }: RegenerateDayRequest): TripPlanResponse {
    return regenerateDay(request, days, date, ACTIVITY_CATALOGUE, this.now());
  }
}
