import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { currentUser } from '../auth/session';
import { mount } from '../http/endpoint';
import type { RecommendationService } from '../services/RecommendationService';

/**
 * `GET /api/ai/recommendations/{userId}` → `AiRecommendation[]`, at most 6, of every type there is data for (see
 * `RecommendationService.recommendations`): deal cards for price alerts near their target; timing, route and
 * cheapest-day deal cards for the user's saved routes; destination cards by profile match; timing and deal cards for
 * trending destinations from New York. Fares USD per person; `confidence` is the forecast's (route, timing, deal) or
 * the profile match score (destination). `guest` serves general cards to everyone; a user id answers 401 signed out
 * and 403 for another user's. Source: spec 01 §3, §7, AI issue.
 */
export function recommendationRoutes(router: Router, recommendations: RecommendationService): void {
  mount(router, endpoints.aiRecommendations, ({ params }, ctx) =>
    recommendations.recommendations(currentUser(ctx), params.userId),
  );
}
