import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { WRITE_TABLES, type WriteTable } from './ledger';

/** The key of each row the bench writes, as the ledger files it. */
const KEY_SQL: Record<WriteTable, string> = {
  users: 'select username as key from users',
  saved_searches: 'select user_id::text as key from saved_searches',
  price_alerts: 'select user_id::text as key from price_alerts',
  trips: 'select user_id::text as key from trips',
  trip_items: 'select trip_id::text as key from trip_items',
};

/** Rows whose parent is gone (the foreign keys should make these 0), and accounts their register left half-made. */
const INTEGRITY_SQL = `select
  (select count(*) from trip_items i where not exists (select 1 from trips t where t.id = i.trip_id))::int
    as "tripItemsWithoutTrip",
  (select count(*) from trips t where not exists (select 1 from users u where u.id = t.user_id))::int
    as "tripsWithoutUser",
  (select count(*) from saved_searches s where not exists (select 1 from users u where u.id = s.user_id))::int
    as "savedSearchesWithoutUser",
  (select count(*) from price_alerts a where not exists (select 1 from users u where u.id = a.user_id))::int
    as "priceAlertsWithoutUser",
  (select count(*) from sessions s where not exists (select 1 from users u where u.id = s.user_id))::int
    as "sessionsWithoutUser",
  (select count(*) from users u where not exists (select 1 from sessions s where s.user_id = u.id))::int
    as "usersWithoutSession"`;

/** Orphan and partial rows by kind, each count 0 in a consistent database. */
export type Integrity = Record<
  | 'tripItemsWithoutTrip'
  | 'tripsWithoutUser'
  | 'savedSearchesWithoutUser'
  | 'priceAlertsWithoutUser'
  | 'sessionsWithoutUser'
  | 'usersWithoutSession',
  number
>;

/** What the bench reads back from a database after a scenario. */
export interface Readback {
  keys: Record<WriteTable, string[]>;
  integrity: Integrity;
}

async function readBack(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Readback> {
  const keys = {} as Record<WriteTable, string[]>;
  for (const table of WRITE_TABLES) keys[table] = (await query(KEY_SQL[table])).map((row) => String(row.key));
  const [integrity] = (await query(INTEGRITY_SQL)) as Integrity[];
  return { keys, integrity: integrity! };
}

/** Reads the bench's rows back from `schema` of the PostgreSQL server at `url`. */
export async function readPostgres(url: string, schema: string): Promise<Readback> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return await readBack(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.end();
  }
}

/** Reads the bench's rows back from the PGlite database of a server's `dataDir` (while no server has it open). */
export async function readPglite(dataDir: string): Promise<Readback> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await readBack(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}
