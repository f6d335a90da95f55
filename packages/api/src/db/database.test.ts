import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { testDatabases } from '../testing/databases';

describe.each(testDatabases())('database over $name', (db) => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(db.config);
  });
  afterAll(async () => {
    await database.close();
    await db.drop();
  });

  it('migrates, and migrating again changes nothing', async () => {
    await database.migrate();
    await database.migrate();
    // Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
    const { rows } = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema()`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(rows.map((row) => row.table_name)).toContain('destinations');
  });

  it('answers a ping', async () => {
    await expect(database.ping()).resolves.toBe(true);
  });
});
