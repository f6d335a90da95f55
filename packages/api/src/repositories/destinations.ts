import { asc, sql } from 'drizzle-orm';
import type { Destination } from '@farewise/contracts';
import type { Db } from '../db/database';
import { destinations } from '../db/schema';

export type DestinationRow = typeof destinations.$inferInsert;

/** Stores and lists the curated destinations. */
export class DestinationRepository {
  constructor(private readonly db: Db) {}

  /** Inserts or refreshes every row by id, in one statement: seeding twice leaves one copy of each. */
  async upsertAll(rows: readonly DestinationRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(destinations)
      .values([...rows])
      .onConflictDoUpdate({
        target: destinations.id,
        set: {
          name: sql`excluded.name`,
          city: sql`excluded.city`,
          country: sql`excluded.country`,
          category: sql`excluded.category`,
          imageUrl: sql`excluded.image_url`,
          description: sql`excluded.description`,
          averagePrice: sql`excluded.average_price`,
          priceChange: sql`excluded.price_change`,
          trending: sql`excluded.trending`,
          iataCode: sql`excluded.iata_code`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
      });
  }

  /** Every destination in display order, shaped as the API answers it. */
  async list(): Promise<Destination[]> {
    const rows = await this.db.select().from(destinations).orderBy(asc(destinations.position));
    return rows.map(({ position: _position, updatedAt: _updatedAt, ...destination }) => destination);
  }
}
