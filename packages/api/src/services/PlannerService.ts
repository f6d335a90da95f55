import type { TripPlanRequest, TripPlanResponse } from '@farewise/contracts';
import { ACTIVITY_CATALOGUE } from '../data/activities';
import { generateItinerary } from '../domain/planner/generateItinerary';

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
}
