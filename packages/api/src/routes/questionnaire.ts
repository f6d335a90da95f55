import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { DestinationService } from '../services/DestinationService';

/**
 * `GET /api/questionnaire/5?preferences={json}&origin=` (spec 01 §7): up to six destinations ranked for the five
 * answers, priced from `origin` (default NYC). 400 when preferences are not JSON, miss a step or name an unknown
 * option, when the step is not 5, or when the origin is unknown.
 */
export function questionnaireRoutes(router: Router, destinations: DestinationService): void {
  mount(router, endpoints.questionnaire, ({ query }) => destinations.recommend(query.preferences, query.origin));
}
