import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { currentUser } from '../auth/session';
import { mount } from '../http/endpoint';
import type { AccountService } from '../services/AccountService';

/**
 * `GET` and `PATCH /api/users/{id}`: the signed-in user's profile, preferences and notification settings.
 * 401 signed out, 403 for anyone else's id (see `requireSelf`).
 */
export function userRoutes(router: Router, accounts: AccountService): void {
  mount(router, endpoints.getUser, ({ params }, ctx) => accounts.profile(currentUser(ctx), params.id));
  mount(router, endpoints.updateUser, ({ params, body }, ctx) =>
    accounts.updateProfile(currentUser(ctx), params.id, body),
  );
}
