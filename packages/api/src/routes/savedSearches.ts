import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { requireSelf, requireUser } from '../auth/session';
import { mount } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import type { SavedSearchRepository } from '../repositories/savedSearches';
import { resolveAirportPair } from './airportPair';

const notFound = (id: number) => new HttpError(404, 'not_found', `No saved search ${id}`);

/**
 * Saved searches (spec 01 §3, §7): `GET /api/users/{id}/saved-searches` (most recently run first),
 * `POST /api/saved-searches` (401 signed out; 400 for unknown or identical airports),
 * `POST /api/saved-searches/{id}/run` (sets lastSearched to now) and `DELETE /api/saved-searches/{id}`.
 * Another user's saved search is a 404.
 */
export function savedSearchRoutes(
  router: Router,
  searches: SavedSearchRepository,
  airports: AirportIndex,
  now: () => Date,
): void {
  mount(router, endpoints.savedSearches, ({ params }, ctx) => searches.listFor(requireSelf(ctx, params.id).id));

  mount(router, endpoints.createSavedSearch, ({ body }, ctx) => {
    const user = requireUser(ctx, 'Sign in to save searches');
    const [origin, destination] = resolveAirportPair(airports, body.origin, body.destination);
    return searches.create(user.id, { ...body, origin: origin.iataCode, destination: destination.iataCode }, now());
  });

  mount(router, endpoints.runSavedSearch, async ({ params }, ctx) => {
    const user = requireUser(ctx);
    const search = await searches.touch(user.id, params.id, now());
    if (!search) throw notFound(params.id);
    ctx.status = 200;
    return search;
  });

  mount(router, endpoints.deleteSavedSearch, async ({ params }, ctx) => {
    const user = requireUser(ctx);
    if (!(await searches.delete(user.id, params.id))) throw notFound(params.id);
    return { ok: true as const };
  });
}
