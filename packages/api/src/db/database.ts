import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** The Drizzle handle every repository takes; the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies every pending migration. */
  migrate: () => Promise<void>;
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  /** The PostgreSQL pool, for session-level work such as advisory locks; undefined over PGlite. */
  pool?: pg.Pool;
  /** The PostgreSQL pool's connections: open, idle, and requests waiting for one; undefined over PGlite. */
  poolStats: () => { total: number; idle: number; waiting: number } | undefined;
  close: () => Promise<void>;
}

/**
 * Where the database is. A PGlite `template` (an archive from PGlite's `dumpDataDir`) starts the cluster as a copy of
 * it rather than from an empty one, which skips `initdb`: about 0.4 s instead of 2 s a database in the suites.
 */
export type DatabaseConfig = Config['database'] & { template?: Blob };

/** The advisory lock key migrations hold ("Fare" in ASCII, then 0). */
const MIGRATION_LOCK = 0x46617265_0000n.toString();

/**
 * Waits for the migration lock on `client`, trying every 250 ms for up to 2 minutes (a blocking
 * `pg_advisory_lock` would outlast the pool's query timeout).
 * @throws Error when another process holds it longer.
 */
async function lockForMigration(client: pg.PoolClient): Promise<void> {
  for (let tries = 0; tries < 480; tries++) {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK,
    ]);
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Another process has held the migration lock for 2 minutes');
}

/** The drizzle-kit migrations folder, found from this module whether it runs from source or the bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('drizzle migrations folder not found');
    dir = parent;
  }
}

/**
 * Opens the configured database: PGlite in a folder (default `.data/pglite`) or PostgreSQL by URL, whose pool gives
 * up on a connection after 2 s and a query after 4 s, and reports a dropped idle connection to `onPoolError`.
 * With `schema`, PostgreSQL tables and the migration journal live in that schema, which is created if missing,
 * so parallel test runs never see each other's rows.
 */
export async function openDatabase(
  config: DatabaseConfig,
  onPoolError: (error: Error) => void = () => {},
): Promise<Database> {
  const ping = async (db: Db) => {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  };

  if (config.driver === 'pglite') {
    if (config.dir !== 'memory://') mkdirSync(config.dir, { recursive: true });
    const client = await PGlite.create({ dataDir: config.dir, loadDataDir: config.template });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
      ping: () => ping(db),
      poolStats: () => undefined,
      close: () => client.close(),
    };
  }

  const { url, schema: searchPath } = config;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
    // While PostgreSQL is away a request fails within seconds (a 503) instead of waiting for it.
    connectionTimeoutMillis: 2_000,
    query_timeout: 4_000,
  });
  // An idle connection dropped by the server (a restart) is discarded by the pool; unheard, the event would end the
  // process.
  pool.on('error', onPoolError);
  // A connection dropped while a request holds it between queries (inside a transaction) errs on its client, where the
  // pool does not listen: unheard, that too would end the process. The request's next query fails instead (a 503),
  // and the pool discards the client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  if (searchPath) {
    // Two processes creating the schema at once race inside PostgreSQL even with IF NOT EXISTS: the loser's
    // duplicate (23505 on the catalog, or 42P06) means the schema is there.
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`).catch((error: { code?: string }) => {
      if (error.code !== '23505' && error.code !== '42P06') throw error;
    });
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    pool,
    migrate: async () => {
      // Processes starting together on one database take turns: the first migrates, the others then find nothing to do.
      const client = await pool.connect();
      try {
        await lockForMigration(client);
        await migratePg(drizzlePg(client, { schema }) as never, {
          migrationsFolder: migrationsFolder(),
          migrationsSchema: searchPath ?? 'drizzle',
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
