import { endpoints } from '@farewise/contracts';
import { currentUser } from '../auth/session';
import type { Services } from '../services';
import { admit } from './endpoint';
import type { AnswerSources } from './livePages';

/**
 * The answers the live pages are drawn from, for the request's visitor, each as its route answers it (parsed with
 * the endpoint's response schema): `GET /api/destinations`, the same for everyone; and the visitor's own
 * `GET /api/auth/session` and `GET /api/ai/recommendations/{userId}` (the signed-in user's id, or `guest`).
 */
export function liveAnswerSources({ destinations, accounts, recommendations }: Services): AnswerSources {
  return {
    destinations: async () => ({ body: admit(endpoints.destinations, await destinations.list()) }),
    session: (ctx) =>
      Promise.resolve({ body: admit(endpoints.session, accounts.session(currentUser(ctx))), perVisitor: true }),
    aiRecommendations: async (ctx) => {
      const viewer = currentUser(ctx);
      const userId = viewer?.id ?? 'guest';
      return {
        params: { userId },
        body: admit(endpoints.aiRecommendations, await recommendations.recommendations(viewer, userId)),
        perVisitor: true,
      };
    },
  };
}
