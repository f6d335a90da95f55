import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connectionFailure';
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

describe.each(testDatabases().filter((db) => db.config.driver === 'postgres'))('two processes over $name', (db) => {
  it('migrate an empty database together without clashing', async () => {
    const [first, second] = await Promise.all([openDatabase(db.config), openDatabase(db.config)]);
    try {
      await expect(Promise.all([first.migrate(), second.migrate()])).resolves.toEqual([undefined, undefined]);
      await expect(second.ping()).resolves.toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await db.drop();
    }
  });

  it('answer 503-worthy errors, not a hang, when the server cannot be reached', async () => {
    const unreachable = await openDatabase({
      driver: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/test',
      schema: undefined,
    });
    try {
      const started = Date.now();
      const error = await unreachable.db.execute(sql`select 1`).catch((caught: unknown) => caught);
      expect(isConnectionFailure(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(unreachable.ping()).resolves.toBe(false);
    } finally {
      await unreachable.close();
    }
  });
});
