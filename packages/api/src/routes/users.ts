import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { requireSelf } from '../auth/session';
import { mount } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { UserRepository } from '../repositories/users';

/**
 * `GET` and `PATCH /api/users/{id}`: the signed-in user's profile, preferences and notification settings.
 * 404 unless `{id}` is the signed-in user.
 */
export function userRoutes(router: Router, users: UserRepository): void {
  mount(router, endpoints.getUser, ({ params }, ctx) => requireSelf(ctx, params.id));
  mount(router, endpoints.updateUser, async ({ params, body }, ctx) => {
    requireSelf(ctx, params.id);
    const user = await users.update(params.id, body);
    if (!user) throw new HttpError(404, 'not_found', `No user ${params.id}`);
    return user;
  });
}
