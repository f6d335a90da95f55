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
  close: () => Promise<void>;
}

/**
 * Where the database is. A PGlite `template` (an archive from PGlite's `dumpDataDir`) starts the cluster as a copy of
 * it rather than from an empty one, which skips `initdb`: about 0.4 s instead of 2 s a database in the suites.
 */
export type DatabaseConfig = Config['database'] & { template?: Blob };

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
 * Opens the configured database: PGlite in a folder (default `.data/pglite`) or PostgreSQL by URL.
 * With `schema`, PostgreSQL tables and the migration journal live in that schema, which is created if missing,
 * so parallel test runs never see each other's rows.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
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
      close: () => client.close(),
    };
  }

  const { url, schema: searchPath } = config;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  if (searchPath) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: () =>
      migratePg(db as never, { migrationsFolder: migrationsFolder(), migrationsSchema: searchPath ?? 'drizzle' }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}
