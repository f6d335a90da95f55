import { rateLimitEnv } from '../../src/testing/rateLimitEnv';
import { LOOPBACK } from './loopback';

/** scrypt's cost (log2 N) for the bench's accounts: cheap, as in the test suites; production's default is 17. */
export const BENCH_PASSWORD_HASH_COST = 12;

/** The database a bench server uses: a schema of the private PostgreSQL cluster, or the embedded PGlite. */
export type BenchDatabase = { driver: 'postgres'; url: string; schema: string } | { driver: 'pglite' };

/**
 * The whole environment of a bench server: loopback on a free port, production mode, warnings only in its log,
 * `dataDir` for its mail outbox (and PGlite's files), a cheap password hash, no alert schedule, and per-IP limits
 * it never reaches (all the load comes from one address).
 */
export function serverEnv(database: BenchDatabase, dataDir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: LOOPBACK,
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: String(BENCH_PASSWORD_HASH_COST),
    ALERT_INTERVAL_MINUTES: '0',
    ...rateLimitEnv('1000000/60'),
    ...(database.driver === 'postgres' ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema } : {}),
  };
}
