import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import type { LoginLimiter } from '../auth/loginLimiter';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endSession, requireUser, startSession, type SessionDeps } from '../auth/session';
import { mount } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { uniqueViolation } from '../repositories/uniqueViolation';

/** What the auth routes need beyond sessions. */
export interface AuthDeps extends SessionDeps {
  limiter: LoginLimiter;
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
}

const INVALID_LOGIN = 'Invalid username or password';

/**
 * The account endpoints (spec 01 §2 Auth, §5, §7):
 * - `POST /api/auth/register` creates the account, signs it in and answers the user (201); 409 when the username
 *   or email is taken;
 * - `POST /api/auth/login` takes a username or an email; 401 "Invalid username or password" for a wrong password
 *   and for an unknown user alike (both pay for one scrypt), 429 with Retry-After once rate-limited;
 * - `POST /api/auth/logout` ends the session;
 * - `GET /api/auth/me` answers the signed-in user, or 401.
 */
export function authRoutes(router: Router, deps: AuthDeps): void {
  // An unknown username still verifies against a hash of the same cost, so timing does not tell users apart.
  const decoy = hashPassword('decoy-password-1', deps.passwordHashCost);

  mount(router, endpoints.register, async ({ body }, ctx) => {
    const { password, ...profile } = body;
    try {
      const user = await deps.users.create({
        ...profile,
        passwordHash: await hashPassword(password, deps.passwordHashCost),
      });
      await startSession(ctx, deps, user.id);
      return user;
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === 'users_email_lower')
        throw new HttpError(409, 'email_taken', 'An account with this email already exists');
      if (index !== undefined) throw new HttpError(409, 'username_taken', 'This username is already taken');
      throw error;
    }
  });

  mount(router, endpoints.login, async ({ body }, ctx) => {
    await deps.limiter.attempt(body.username, ctx.ip);
    const account = await deps.users.findForLogin(body.username);
    const matches = await verifyPassword(body.password, account?.passwordHash ?? (await decoy));
    if (!account || !matches) {
      await deps.limiter.failed(body.username);
      throw new HttpError(401, 'invalid_credentials', INVALID_LOGIN);
    }
    await deps.limiter.succeeded(body.username);
    await startSession(ctx, deps, account.user.id);
    ctx.status = 200;
    return account.user;
  });

  mount(router, endpoints.logout, async (_input, ctx) => {
    await endSession(ctx, deps);
    ctx.status = 200;
    return { ok: true as const };
  });

  mount(router, endpoints.me, (_input, ctx) => requireUser(ctx, 'Not signed in'));
}
