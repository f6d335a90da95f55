import { DomainError } from '../errors';
import type { PlanConstraint } from './checkItinerary';

/**
 * The trip planner cannot meet a hard constraint for this request (a budget below the cheapest plan, more
 * interests than fit): a well-formed request that cannot be served, so kind `Unprocessable` (HTTP 422) with the code
 * `plan_unsatisfiable`. `constraint` names the rule of `checkItinerary` that failed; the message says what to
 * change.
 */
export class PlanConstraintError extends DomainError {
  constructor(
    readonly constraint: PlanConstraint,
    message: string,
  ) {
    super('Unprocessable', 'plan_unsatisfiable', message);
    this.name = 'PlanConstraintError';
  }
}
