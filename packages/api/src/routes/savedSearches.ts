import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { currentUser } from '../auth/session';
import { mount } from '../http/endpoint';
import type { SavedSearchService } from '../services/SavedSearchService';

/**
 * Saved searches (spec 01 §3, §7): `GET /api/users/{id}/saved-searches` (most recently run first; 401 signed out,
 * 403 for another user's id), `POST /api/saved-searches` (401 signed out; 400 for unknown or identical airports),
 * `POST /api/saved-searches/{id}/run` (sets lastSearched to now) and `DELETE /api/saved-searches/{id}`.
 * Another user's saved search is a 404.
 */
export function savedSearchRoutes(router: Router, searches: SavedSearchService): void {
  mount(router, endpoints.savedSearches, ({ params }, ctx) => searches.list(currentUser(ctx), params.id));
  mount(router, endpoints.createSavedSearch, ({ body }, ctx) => searches.create(currentUser(ctx), body));
  mount(router, endpoints.runSavedSearch, async ({ params }, ctx) => {
    const search = await searches.run(currentUser(ctx), params.id);
    ctx.status = 200;
    return search;
  });
  mount(router, endpoints.deleteSavedSearch, async ({ params }, ctx) => {
    await searches.delete(currentUser(ctx), params.id);
    return { ok: true as const };
  });
}
