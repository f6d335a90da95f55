import { eq, sql } from 'drizzle-orm';
import type { UpdateUserRequest, User } from '@farewise/contracts';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';

/** A session to store with a new account: the SHA-256 of its id and when it ends. */
export interface NewSession {
  idHash: string;
  expiresAt: Date;
}

type UserRow = typeof users.$inferSelect;

/** What a new account is stored with; the password is already hashed. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
}

/** Preferences of a new account: a mid-range budget, no favourites yet, travelling alone, both mail kinds on. */
const DEFAULTS: Pick<User, 'preferences' | 'notifications'> = {
  preferences: { budgetRange: { min: 500, max: 3500, currency: 'USD' }, favoriteDestinations: [], travelCompanions: 0 },
  notifications: { priceAlerts: true, dealAlerts: false },
};

/** A stored user as the API answers it: without the password hash. */
function toUser({ passwordHash: _hash, createdAt, ...row }: UserRow): User {
  return { ...row, createdAt: createdAt.toISOString() };
}

/** Stores and reads accounts. Usernames and emails are compared without regard to case. */
export class UserRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new account and, when given, its first session, in one transaction: an account is never left without
   * the session its registration answered with, nor a session without its account.
   * @throws the driver's unique-violation error (SQLSTATE 23505, index `users_username_lower` or
   * `users_email_lower`) when the username or email is taken.
   */
  async create(user: NewUser, session?: NewSession): Promise<User> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...user, firstName: user.firstName || null, lastName: user.lastName || null, ...DEFAULTS })
        .returning();
      if (session) await tx.insert(sessions).values({ ...session, userId: row!.id });
      return toUser(row!);
    });
  }

  /** The account whose username or email is `login`, with its password hash, for signing in. */
  async findForLogin(login: string): Promise<{ user: User; passwordHash: string } | undefined> {
    const key = login.toLowerCase();
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${key} or lower(${users.email}) = ${key}`)
      .limit(1);
    return row && { user: toUser(row), passwordHash: row.passwordHash };
  }

  /** The password hash of account `id`, for checking its current password. */
  async passwordHashOf(id: number): Promise<string | undefined> {
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
    return row?.passwordHash;
  }

  /** Replaces account `id`'s password hash. */
  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  async findById(id: number): Promise<User | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row && toUser(row);
  }

  /** Applies a profile change in one statement; nested preferences and notifications merge over the stored ones. */
  async update(id: number, change: UpdateUserRequest): Promise<User | undefined> {
    const current = await this.findById(id);
    if (!current) return undefined;
    const [row] = await this.db
      .update(users)
      .set({
        ...(change.firstName !== undefined && { firstName: change.firstName || null }),
        ...(change.lastName !== undefined && { lastName: change.lastName || null }),
        preferences: { ...current.preferences, ...change.preferences },
        notifications: { ...current.notifications, ...change.notifications },
      })
      .where(eq(users.id, id))
      .returning();
    return row && toUser(row);
  }
}
