import { and, asc, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { PriceAlert, UpdatePriceAlertRequest } from '@farewise/contracts';
import type { Db } from '../db/database';
import { priceAlerts, users } from '../db/schema';
import { sameAlert } from '../domain/alerts/sameAlert';

type Row = typeof priceAlerts.$inferSelect;

/** A new alert as stored: prices in USD; `referencePrice` is today's fare for `drop` alerts. */
export type NewPriceAlert = Pick<
  Row,
  'origin' | 'destination' | 'targetPrice' | 'referencePrice' | 'currentPrice' | 'alertType' | 'dropPercentage'
> & { isActive?: boolean };

/** An active alert as the evaluator needs it. */
export type StoredAlert = Row;

/** A stored alert as the API answers it. */
export function toPriceAlert(row: Row): PriceAlert {
  return {
    id: row.id,
    origin: row.origin,
    destination: row.destination,
    targetPrice: row.targetPrice,
    currentPrice: row.currentPrice,
    isActive: row.isActive,
    alertType: row.alertType,
    dropPercentage: row.dropPercentage as PriceAlert['dropPercentage'],
    createdAt: row.createdAt.toISOString(),
    lastTriggered: row.lastTriggered?.toISOString() ?? null,
    notifications: { email: row.emailNotifications, push: row.pushNotifications },
  };
}

/** Stores each user's price alerts. Every user-facing read and write is scoped to the owner. */
export class PriceAlertRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new alert (active unless told otherwise, with email and push on: spec 02 §4) unless the user already
   * has the same one (see `sameAlert`), which is answered instead with `created: false`. The check and the insert
   * run in one transaction that locks the user's row, so two identical requests at once still make one alert.
   */
  async createUnlessExists(
    userId: number,
    alert: NewPriceAlert,
    now: Date,
  ): Promise<{ alert: PriceAlert; created: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const sameRoute = await tx
        .select()
        .from(priceAlerts)
        .where(
          and(
            eq(priceAlerts.userId, userId),
            eq(priceAlerts.origin, alert.origin),
            eq(priceAlerts.destination, alert.destination),
          ),
        )
        .orderBy(asc(priceAlerts.id));
      const existing = sameRoute.find((row) => sameAlert(row, alert));
      if (existing) return { alert: toPriceAlert(existing), created: false };
      const [row] = await tx
        .insert(priceAlerts)
        .values({ ...alert, userId, createdAt: now })
        .returning();
      return { alert: toPriceAlert(row!), created: true };
    });
  }

  /** The user's alerts, newest first. */
  async listFor(userId: number): Promise<PriceAlert[]> {
    const rows = await this.db
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.userId, userId))
      .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
    return rows.map(toPriceAlert);
  }

  /** Applies toggles and a new target in one statement; undefined when the alert is not the user's. */
  async update(userId: number, id: number, change: UpdatePriceAlertRequest): Promise<PriceAlert | undefined> {
    const owned = and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId));
    const set = {
      ...(change.isActive !== undefined && { isActive: change.isActive }),
      ...(change.targetPrice !== undefined && { targetPrice: change.targetPrice }),
      ...(change.notifications?.email !== undefined && { emailNotifications: change.notifications.email }),
      ...(change.notifications?.push !== undefined && { pushNotifications: change.notifications.push }),
    };
    const [row] = Object.keys(set).length
      ? await this.db.update(priceAlerts).set(set).where(owned).returning()
      : await this.db.select().from(priceAlerts).where(owned);
    return row && toPriceAlert(row);
  }

  /** Deletes the user's alert; false when it is not theirs. */
  async delete(userId: number, id: number): Promise<boolean> {
    const removed = await this.db
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
      .returning({ id: priceAlerts.id });
    return removed.length > 0;
  }

  /** Every active alert, oldest first, for the evaluator. */
  async active(): Promise<StoredAlert[]> {
    return this.db.select().from(priceAlerts).where(eq(priceAlerts.isActive, true)).orderBy(asc(priceAlerts.id));
  }

  /**
   * Records an evaluation: the fare seen and, when the alert fires, `trigger.at` as its last trigger, unless it has
   * fired after `trigger.since` (in another process's run). Answers whether this call fired it: the one atomic
   * claim, so however many processes evaluate at once, each firing is mailed once.
   */
  async recordCheck(id: number, currentPrice: number, trigger: { at: Date; since: Date } | null): Promise<boolean> {
    if (!trigger) {
      await this.db.update(priceAlerts).set({ currentPrice }).where(eq(priceAlerts.id, id));
      return false;
    }
    const claimed = await this.db
      .update(priceAlerts)
      .set({ currentPrice, lastTriggered: trigger.at })
      .where(
        and(
          eq(priceAlerts.id, id),
          or(isNull(priceAlerts.lastTriggered), lte(priceAlerts.lastTriggered, trigger.since)),
        ),
      )
      .returning({ id: priceAlerts.id });
    if (claimed.length > 0) return true;
    await this.db.update(priceAlerts).set({ currentPrice }).where(eq(priceAlerts.id, id));
    return false;
  }
}
