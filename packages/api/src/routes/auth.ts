import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import {
  currentUser,
  dropCarriedSession,
  endSession,
  newSession,
  restartSessions,
  setSessionCookie,
  startSession,
  type SessionDeps,
} from '../auth/session';
import { mount } from '../http/endpoint';
import type { AccountService } from '../services/AccountService';

/**
 * The account endpoints (spec 01 §2 Auth, §5, §7):
 * - `POST /api/auth/register` creates the account with its session in one transaction, signs it in and answers the
 *   user (201); 409 when the username
 *   or email is taken;
 * - `POST /api/auth/login` takes a username or an email; 401 "Invalid username or password" for a wrong password
 *   and for an unknown user alike, 429 with Retry-After once rate-limited;
 * - `POST /api/auth/logout` ends the session (deleted on the server: the old cookie signs no one in);
 * - `POST /api/auth/password` changes the password when the current one matches (400 `wrong_password` naming
 *   `currentPassword` otherwise), ends every session of the account and signs this request in with a new one;
 * - `GET /api/auth/me` answers the signed-in user, or 401;
 * - `GET /api/auth/session` answers `{ user }`, the signed-in user or null, always 200 (the app's session check).
 */
export function authRoutes(router: Router, accounts: AccountService, sessions: SessionDeps): void {
  mount(router, endpoints.register, async ({ body }, ctx) => {
    await dropCarriedSession(ctx, sessions);
    const session = newSession(sessions);
    const user = await accounts.register(body, { idHash: session.idHash, expiresAt: session.expiresAt });
    setSessionCookie(ctx, session);
    return user;
  });

  mount(router, endpoints.login, async ({ body }, ctx) => {
    const user = await accounts.login(body.username, body.password, ctx.ip);
    await startSession(ctx, sessions, user.id);
    ctx.status = 200;
    return user;
  });

  mount(router, endpoints.logout, async (_input, ctx) => {
    await endSession(ctx, sessions);
    ctx.status = 200;
    return { ok: true as const };
  });

  mount(router, endpoints.changePassword, async ({ body }, ctx) => {
    const user = await accounts.changePassword(currentUser(ctx), body, ctx.ip);
    await restartSessions(ctx, sessions, user.id);
    ctx.status = 200;
    return user;
  });

  mount(router, endpoints.me, (_input, ctx) => accounts.me(currentUser(ctx)));
  mount(router, endpoints.session, (_input, ctx) => accounts.session(currentUser(ctx)));
}
