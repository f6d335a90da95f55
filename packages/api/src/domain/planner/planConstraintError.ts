import { DomainError } from '../errors';
import type { PlanConstraint } from './checkItinerary';

/**
 * The trip planner cannot meet a hard constraint for this request (a budget below the cheapest plan, more
 * interests than fit): a well-formed request that cannot be served, so HTTP 422 Unprocessable Content. Thrown as
 * kind `Invalid` (400) with the code `plan_unsatisfiable` until the error kinds have one for 422. `constraint`
 * names the rule of `checkItinerary` that failed; the message says what to change.
 */
export class PlanConstraintError extends DomainError {
  constructor(
    readonly constraint: PlanConstraint,
    message: string,
  ) {
    super('Invalid', 'plan_unsatisfiable', message);
    this.name = 'PlanConstraintError';
  }
}
