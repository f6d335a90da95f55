import type { Db } from '../db/database';
import { newsletterSubscribers } from '../db/schema';

/** Stores newsletter subscribers, one row per address whatever its case. */
export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  /** Subscribes an address; answers false when it was already subscribed (nothing changes then). */
  async subscribe(email: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(newsletterSubscribers)
      .values({ email, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    return rows.length > 0;
  }
}
