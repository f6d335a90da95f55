import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { AdvisorService } from '../services/AdvisorService';

/**
 * `POST /api/ai/smart-query` with `{ query, userContext }` (spec 01 §3) → `{ response, sources }` (200): the offline
 * advisor's answer, each figure cited `[n]` from `sources[n - 1]` (kind, label, value, and the page that shows it).
 * A blank query is a 400 with "Please enter a travel question or destination you're curious about." Source: spec
 * 01 §3 smart query, AI issue.
 */
export function advisorRoutes(router: Router, advisor: AdvisorService): void {
  mount(router, endpoints.smartQuery, async ({ body }, ctx) => {
    // An answer is computed, not stored: 200, not POST's usual 201.
    ctx.status = 200;
    return advisor.answer(body);
  });
}
