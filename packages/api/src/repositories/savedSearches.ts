import { and, desc, eq } from 'drizzle-orm';
import type { CreateSavedSearchRequest, SavedSearch } from '@farewise/contracts';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { savedSearches } from '../db/schema';

type Row = typeof savedSearches.$inferSelect;
/** A parsed `POST /api/saved-searches` body (defaults applied). */
export type NewSavedSearch = z.output<typeof CreateSavedSearchRequest>;

function toSavedSearch({ userId: _user, lastSearched, ...row }: Row): SavedSearch {
  return { ...row, lastSearched: lastSearched.toISOString() };
}

/** Stores each user's saved flight searches. Every read and write is scoped to the owner. */
export class SavedSearchRepository {
  constructor(private readonly db: Db) {}

  async create(userId: number, search: NewSavedSearch, now: Date): Promise<SavedSearch> {
    const [row] = await this.db
      .insert(savedSearches)
      .values({ ...search, userId, lastSearched: now })
      .returning();
    return toSavedSearch(row!);
  }

  /** The user's saved searches, most recently run first. */
  async listFor(userId: number): Promise<SavedSearch[]> {
    const rows = await this.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.lastSearched), desc(savedSearches.id));
    return rows.map(toSavedSearch);
  }

  /** Marks the user's saved search as run at `now`; undefined when it is not theirs. */
  async touch(userId: number, id: number, now: Date): Promise<SavedSearch | undefined> {
    const [row] = await this.db
      .update(savedSearches)
      .set({ lastSearched: now })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning();
    return row && toSavedSearch(row);
  }

  /** Deletes the user's saved search; false when it is not theirs. */
  async delete(userId: number, id: number): Promise<boolean> {
    const removed = await this.db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return removed.length > 0;
  }
}
