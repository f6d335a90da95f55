import { and, asc, eq } from 'drizzle-orm';
import type {
  Expense,
  ExpenseInput,
  ItineraryItem,
  ItineraryItemInput,
  Trip,
  TripDetail,
  UpdateTripRequest,
} from '@farewise/contracts';
import type { Db } from '../db/database';
import { tripExpenses, tripItems, trips } from '../db/schema';
import { fromCents, toCents } from '../domain/money';
import type { NewTrip } from '../domain/trips/newTrip';

type TripRow = typeof trips.$inferSelect;

/** A stored trip with its owner's user id. */
export interface OwnedTrip {
  ownerId: number;
  trip: TripDetail;
}

/** The fields a write may set on a trip. Money in USD. */
export type TripFields = UpdateTripRequest & { shareToken?: string | null };

function toTrip(row: TripRow): Trip {
  return {
    id: row.id,
    title: row.title,
    destination: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    travelers: row.travelers,
    status: row.status,
    totalBudget: fromCents(row.totalBudgetCents),
    coverImageUrl: row.coverImageUrl,
    tags: row.tags,
  };
}

function toItem({
  tripId: _trip,
  createdAt: _created,
  costCents,
  ...row
}: typeof tripItems.$inferSelect): ItineraryItem {
  return { ...row, cost: fromCents(costCents) };
}

function toExpense({
  tripId: _trip,
  createdAt: _created,
  amountCents,
  ...row
}: typeof tripExpenses.$inferSelect): Expense {
  return { ...row, amount: fromCents(amountCents) };
}

/** A trip's columns for `fields`: the same names, with the budget in cents. */
function tripColumns({ totalBudget, ...fields }: TripFields) {
  return { ...fields, ...(totalBudget !== undefined && { totalBudgetCents: toCents(totalBudget) }) };
}

/** A trip with its items (by day, then time) and expenses (by day), read through `db` (a transaction or not). */
async function loadDetail(db: Db, row: TripRow): Promise<OwnedTrip> {
  const [items, expenses] = await Promise.all([
    db
      .select()
      .from(tripItems)
      .where(eq(tripItems.tripId, row.id))
      .orderBy(asc(tripItems.date), asc(tripItems.time), asc(tripItems.createdAt), asc(tripItems.id)),
    db
      .select()
      .from(tripExpenses)
      .where(eq(tripExpenses.tripId, row.id))
      .orderBy(asc(tripExpenses.date), asc(tripExpenses.createdAt), asc(tripExpenses.id)),
  ]);
  const trip: TripDetail = {
    ...toTrip(row),
    description: row.description,
    preferences: row.preferences,
    budgetDistribution: row.budgetDistribution,
    travellerNames: row.travellerNames,
    items: items.map(toItem),
    expenses: expenses.map(toExpense),
    documents: row.documents,
    shareToken: row.shareToken,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return { ownerId: row.userId, trip };
}

/**
 * The writes to one trip and its children, inside the transaction of {@link TripRepository.change}, which holds
 * the trip's row locked and has stamped its `updatedAt`.
 */
export class TripWrites {
  constructor(
    private readonly tx: Db,
    private readonly tripId: string,
    private readonly now: Date,
  ) {}

  /** Sets the trip's own fields. */
  async update(fields: TripFields): Promise<void> {
    await this.tx
      .update(trips)
      // The stamp again keeps the statement valid for an empty PATCH, which sets nothing else.
      .set({ ...tripColumns(fields), updatedAt: this.now })
      .where(eq(trips.id, this.tripId));
  }

  /** The trip as it stands now, with what this transaction wrote. */
  async detail(): Promise<TripDetail> {
    const [row] = await this.tx.select().from(trips).where(eq(trips.id, this.tripId));
    return (await loadDetail(this.tx, row!)).trip;
  }

  async addItem(item: ItineraryItemInput): Promise<ItineraryItem> {
    const [added] = await this.addItems([item]);
    return added!;
  }

  /** Adds several items in one statement; none for an empty list. */
  async addItems(items: readonly ItineraryItemInput[]): Promise<ItineraryItem[]> {
    if (items.length === 0) return [];
    const rows = await this.tx
      .insert(tripItems)
      .values(
        items.map(({ cost, ...item }) => ({
          ...item,
          costCents: toCents(cost),
          tripId: this.tripId,
          createdAt: this.now,
        })),
      )
      .returning();
    return rows.map(toItem);
  }

  /** Replaces every field of the trip's item `itemId`; undefined when the trip has no such item. */
  async replaceItem(itemId: string, { cost, ...item }: ItineraryItemInput): Promise<ItineraryItem | undefined> {
    const [row] = await this.tx
      .update(tripItems)
      .set({ ...item, costCents: toCents(cost) })
      .where(and(eq(tripItems.id, itemId), eq(tripItems.tripId, this.tripId)))
      .returning();
    return row && toItem(row);
  }

  /** Deletes the trip's item `itemId`; false when the trip has no such item. */
  deleteItem(itemId: string): Promise<boolean> {
    return this.deleteChild(tripItems, itemId);
  }

  async addExpense({ amount, ...expense }: ExpenseInput): Promise<Expense> {
    const [row] = await this.tx
      .insert(tripExpenses)
      .values({ ...expense, amountCents: toCents(amount), tripId: this.tripId, createdAt: this.now })
      .returning();
    return toExpense(row!);
  }

  /** Deletes the trip's expense `expenseId`; false when the trip has no such expense. */
  deleteExpense(expenseId: string): Promise<boolean> {
    return this.deleteChild(tripExpenses, expenseId);
  }

  /** Deletes row `id` of `table` if it is this trip's: an id of another trip's row deletes nothing. */
  private async deleteChild(table: typeof tripItems | typeof tripExpenses, id: string): Promise<boolean> {
    const removed = await this.tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.tripId, this.tripId)))
      .returning({ id: table.id });
    return removed.length > 0;
  }

  /** Deletes the trip; its items and expenses go with it (ON DELETE CASCADE), and so does its share token. */
  async deleteTrip(): Promise<void> {
    await this.tx.delete(trips).where(eq(trips.id, this.tripId));
  }
}

/**
 * Stores trips with their itinerary items and expenses, money in integer cents (answered in USD). Reads answer
 * the owner with the trip so the service can decide who may see it; every write goes through {@link change}.
 */
export class TripRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new trip for `userId`, unless it has a client id the user already stored a trip with: then that trip
   * is answered with `created: false`. Its itinerary items are stored in the same transaction. The unique index on (user, client id) decides, so two identical imports at
   * once still store one trip: the second insert waits for the first and does nothing.
   */
  async create(userId: number, trip: NewTrip, now: Date): Promise<{ trip: TripDetail; created: boolean }> {
    const { totalBudget, items, ...fields } = trip;
    const made = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trips)
        .values({ ...fields, userId, totalBudgetCents: toCents(totalBudget), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [trips.userId, trips.clientId] })
        .returning();
      if (!row) return undefined;
      // The trip and the items it brings are stored together or not at all.
      await new TripWrites(tx, row.id, now).addItems(items);
      return (await loadDetail(tx, row)).trip;
    });
    if (made) return { trip: made, created: true };
    // Only a client id can clash: rows without one never conflict (NULLs are distinct in a unique index).
    const [existing] = await this.db
      .select()
      .from(trips)
      .where(and(eq(trips.userId, userId), eq(trips.clientId, trip.clientId!)));
    // The trip it clashed with was deleted in between: store this one after all.
    if (!existing) return this.create(userId, trip, now);
    return { trip: (await loadDetail(this.db, existing)).trip, created: false };
  }

  /** The user's trips, the soonest start first. */
  async listFor(userId: number): Promise<Trip[]> {
    const rows = await this.db
      .select()
      .from(trips)
      .where(eq(trips.userId, userId))
      .orderBy(asc(trips.startDate), asc(trips.createdAt), asc(trips.id));
    return rows.map(toTrip);
  }

  /** The trip `id` with its owner; undefined when there is none. */
  async find(id: string): Promise<OwnedTrip | undefined> {
    const [row] = await this.db.select().from(trips).where(eq(trips.id, id));
    return row && loadDetail(this.db, row);
  }

  /** The trip whose share token is `token`; undefined when no trip has it (never shared, or revoked). */
  async findShared(token: string): Promise<TripDetail | undefined> {
    const [row] = await this.db.select().from(trips).where(eq(trips.shareToken, token));
    return row && (await loadDetail(this.db, row)).trip;
  }

  /**
   * Runs `work` on trip `id` in one transaction: the trip's row is stamped `updatedAt = now` first, which locks it
   * until the end, so the trip `work` is given stays as it reads while its writes run. Anything `work` throws rolls
   * every write back, the stamp too. Undefined when there is no trip `id`.
   */
  change<T>(
    id: string,
    now: Date,
    work: (owned: OwnedTrip, writes: TripWrites) => Promise<T>,
  ): Promise<{ result: T } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(trips).set({ updatedAt: now }).where(eq(trips.id, id)).returning();
      if (!row) return undefined;
      return { result: await work(await loadDetail(tx, row), new TripWrites(tx, id, now)) };
    });
  }
}
