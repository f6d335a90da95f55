import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { currentUser } from '../auth/session';
import { mount } from '../http/endpoint';
import type { RecommendationService } from '../services/RecommendationService';

/**
 * `GET /api/ai/recommendations/{userId}` → `AiRecommendation[]`, at most 6: timing cards from the forecast for the
 * user's saved routes, then trending destinations from New York; `guest` for everyone. 401 signed out and 403 for
 * another user's id. Source: spec 01 §7, AI issue.
 */
export function recommendationRoutes(router: Router, recommendations: RecommendationService): void {
  mount(router, endpoints.aiRecommendations, ({ params }, ctx) =>
    recommendations.recommendations(currentUser(ctx), params.userId),
  );
}
