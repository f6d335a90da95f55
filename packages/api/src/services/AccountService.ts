import type { ChangePasswordRequest, RegisterRequest, UpdateUserRequest, User } from '@farewise/contracts';
import type { LoginLimiter } from '../auth/loginLimiter';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireSelf, requireSignedIn } from '../domain/access';
import { DomainError } from '../domain/errors';
import { uniqueViolation } from '../repositories/uniqueViolation';
import type { NewSession, UserRepository } from '../repositories/users';

const INVALID_LOGIN = 'Invalid username or password';

/**
 * Accounts (spec 01 §2 Auth, §5, §7): registration, login, and the signed-in user's profile. Sessions (the
 * cookie) stay with the HTTP layer; this service only says who the user is.
 */
export class AccountService {
  // An unknown username still verifies against a hash of the same cost, so timing does not tell users apart.
  private readonly decoy: Promise<string>;

  /** @param passwordHashCost log2 of scrypt's N for new password hashes. */
  constructor(
    private readonly users: UserRepository,
    private readonly limiter: LoginLimiter,
    private readonly passwordHashCost: number,
  ) {
    this.decoy = hashPassword('decoy-password-1', passwordHashCost);
  }

  /**
   * Creates an account with a scrypt hash of its password, and with `session` as its first session, atomically.
   * @throws DomainError Conflict `email_taken` or `username_taken` (compared without regard to case).
   */
  async register({ password, ...profile }: RegisterRequest, session?: NewSession): Promise<User> {
    try {
      return await this.users.create(
        { ...profile, passwordHash: await hashPassword(password, this.passwordHashCost) },
        session,
      );
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === 'users_email_lower') {
        throw new DomainError('Conflict', 'email_taken', 'An account with this email already exists', { cause: error });
      }
      if (index !== undefined) {
        throw new DomainError('Conflict', 'username_taken', 'This username is already taken', { cause: error });
      }
      throw error;
    }
  }

  /**
   * The account whose username or email is `login`, when `password` matches. A wrong password and an unknown user
   * both pay for one scrypt and get the same answer.
   * @throws DomainError RateLimited `too_many_attempts` once the username or `ip` is rate-limited;
   * Unauthenticated `invalid_credentials` "Invalid username or password".
   */
  async login(login: string, password: string, ip: string): Promise<User> {
    await this.limiter.attempt(login, ip);
    const account = await this.users.findForLogin(login);
    const matches = await verifyPassword(password, account?.passwordHash ?? (await this.decoy));
    if (!account || !matches) {
      await this.limiter.failed(login);
      throw new DomainError('Unauthenticated', 'invalid_credentials', INVALID_LOGIN);
    }
    await this.limiter.succeeded(login);
    return account.user;
  }

  /**
   * Replaces the viewer's password after checking the current one (`POST /api/auth/password`), with the login
   * limits counting a wrong current password as a failed login. The caller ends the account's sessions.
   * @throws DomainError Unauthenticated when signed out; RateLimited `too_many_attempts`; Invalid
   * `wrong_password` on the field `currentPassword`.
   */
  async changePassword(viewer: User | undefined, change: ChangePasswordRequest, ip: string): Promise<User> {
    const user = requireSignedIn(viewer, 'Not signed in');
    await this.limiter.attempt(user.username, ip);
    const hash = await this.users.passwordHashOf(user.id);
    if (!hash || !(await verifyPassword(change.currentPassword, hash))) {
      await this.limiter.failed(user.username);
      throw new DomainError('Invalid', 'wrong_password', 'Current password is incorrect', {
        field: 'currentPassword',
      });
    }
    await this.limiter.succeeded(user.username);
    await this.users.setPasswordHash(user.id, await hashPassword(change.newPassword, this.passwordHashCost));
    return user;
  }

  /**
   * The signed-in user (`GET /api/auth/me`).
   * @throws DomainError Unauthenticated "Not signed in".
   */
  me(viewer: User | undefined): User {
    return requireSignedIn(viewer, 'Not signed in');
  }

  /** Who is signed in, `null` for a visitor (`GET /api/auth/session`). */
  session(viewer: User | undefined): { user: User | null } {
    return { user: viewer ?? null };
  }

  /**
   * The viewer's own profile (`GET /api/users/{id}`).
   * @throws DomainError Unauthenticated when signed out, Forbidden for another user's id (see `requireSelf`).
   */
  profile(viewer: User | undefined, id: number): User {
    return requireSelf(viewer, id);
  }

  /**
   * Changes the viewer's names, preferences and notification settings (`PATCH /api/users/{id}`); nested objects
   * merge over the stored ones.
   * @throws DomainError Unauthenticated, Forbidden (see `requireSelf`); NotFound when the account is gone.
   */
  async updateProfile(viewer: User | undefined, id: number, change: UpdateUserRequest): Promise<User> {
    requireSelf(viewer, id);
    const user = await this.users.update(id, change);
    if (!user) throw new DomainError('NotFound', 'not_found', `No user ${id}`);
    return user;
  }
}
