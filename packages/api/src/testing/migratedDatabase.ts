import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import type { TestDatabase } from './databases';

/**
 * Opens and migrates `db` before the calling suite's tests, and closes and drops it after them. Call it in a
 * `describe` body; the returned function gives the open database inside tests and later hooks.
 */
export function migratedDatabase(db: TestDatabase): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase(db.config);
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await db.drop();
  });
  return () => {
    if (!database) throw new Error('The test database is open only inside tests and hooks after beforeAll');
    return database;
  };
}
