import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';

/** Stores signed-in sessions by the hash of their id. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(idHash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.insert(sessions).values({ idHash, userId, expiresAt });
  }

  /** The user id of a session that has not expired at `now`. */
  async userOf(idHash: string, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
    return row?.userId;
  }

  async delete(idHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
  }

  /** Ends every session of `userId` (a password change signs every device out). */
  async deleteAllOf(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Removes sessions that expired at or before `now`; answers how many. */
  async deleteExpired(now: Date): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(lte(sessions.expiresAt, now))
      .returning({ id: sessions.idHash });
    return removed.length;
  }
}
