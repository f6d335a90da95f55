/** The tables the bench writes to, one row per acknowledged write (packages/api/src/db/schema.ts). */
export const WRITE_TABLES = ['users', 'saved_searches', 'price_alerts', 'trips', 'trip_items'] as const;
export type WriteTable = (typeof WRITE_TABLES)[number];

/**
 * What became of one write request: answered 2xx (`acked`), answered with anything else or its connection refused
 * (`refused`: nothing may be stored), or never answered (`unanswered`: the connection died first, so it may or may
 * not be stored).
 */
export type WriteFate = 'acked' | 'refused' | 'unanswered';

/**
 * Every write the bench sent, by table and by the key its row is found by in the database: the username of an
 * account, the user id of a saved search, price alert or trip (each journey's new user makes one of each), the
 * trip id of an itinerary item (one per trip).
 */
export class WriteLedger {
  private readonly fates = new Map<WriteTable, Map<string, WriteFate>>(
    WRITE_TABLES.map((table) => [table, new Map<string, WriteFate>()]),
  );

  /** Notes the fate of the write of `key` to `table`. */
  record(table: WriteTable, key: string, fate: WriteFate): void {
    this.fates.get(table)!.set(key, fate);
  }

  /** The writes to `table`, by key. */
  of(table: WriteTable): ReadonlyMap<string, WriteFate> {
    return this.fates.get(table)!;
  }

  /** How many writes to `table` met `fate`. */
  count(table: WriteTable, fate: WriteFate): number {
    let count = 0;
    for (const each of this.of(table).values()) if (each === fate) count++;
    return count;
  }
}
