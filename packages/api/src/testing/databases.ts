import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../db/database';
import { pgliteTemplate } from './pgliteTemplate';

/** A database the API suites run against, and how to clean it up afterwards. */
export interface TestDatabase {
  name: string;
  config: DatabaseConfig;
  drop: () => Promise<void>;
}

/**
 * The databases every repository and route suite runs against: an in-memory PGlite always (a copy of the migrated
 * cluster the global setup archived), and the
 * PostgreSQL server of `TEST_DATABASE_URL` when it is set. Each PostgreSQL run works in a schema of its own,
 * created by the first connection and dropped by `drop`, so runs never see each other's rows.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: 'pglite',
      config: { driver: 'pglite', dir: 'memory://', template: pgliteTemplate() },
      drop: async () => {},
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    databases.push({
      name: 'postgres',
      config: { driver: 'postgres', url, schema },
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      },
    });
  }
  return databases;
}
