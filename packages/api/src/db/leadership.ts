import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * Advisory lock keys (a PostgreSQL bigint each): one per job that must run in one process at a time.
 * 0x46617265 is "Fare" in ASCII, so our keys do not collide with another application's on a shared server; key 0 of
 * it is the migration lock (`db/database.ts`).
 */
export const LOCK_KEYS = { alertEvaluator: 0x46617265_0001n } as const;

/** Whether this process runs a singleton job now. */
export interface Leadership {
  isLeader: () => boolean;
  /** Stops campaigning and gives the lock up; never rejects. */
  close: () => Promise<void>;
}

/** Leadership over an embedded database, which one process owns: always the leader. */
export const SOLE_PROCESS: Leadership = { isLeader: () => true, close: async () => {} };

/**
 * Elects one process among all those on one PostgreSQL to run a job, with a session-level
 * `pg_try_advisory_lock(key)` held on a connection of its own: every `checkMs` the leader checks its connection and
 * the others try for the lock. When the leader dies or loses its connection, PostgreSQL releases the lock and the
 * next try elsewhere takes over. Failures are logged, never thrown.
 */
export function campaign(pool: pg.Pool, key: bigint, logger: Logger, checkMs = 5_000): Leadership {
  let held: pg.PoolClient | undefined;
  let closed = false;

  const lose = (error?: unknown) => {
    if (error) logger.warn({ err: error }, 'leadership lost');
    held?.release(true);
    held = undefined;
  };

  const check = async () => {
    try {
      if (held) {
        await held.query('select 1');
        return;
      }
      const client = await pool.connect();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        key.toString(),
      ]);
      if (rows[0]?.locked && !closed) {
        held = client;
        client.on('error', lose);
        logger.info({ lock: key.toString() }, 'leading');
      } else client.release();
    } catch (error) {
      if (held) lose(error);
      else logger.debug({ err: error }, 'leadership check failed');
    }
  };

  let checking = check();
  const timer = setInterval(() => {
    checking = checking.then(check);
  }, checkMs);
  timer.unref();

  return {
    isLeader: () => held !== undefined,
    close: async () => {
      closed = true;
      clearInterval(timer);
      await checking;
      if (!held) return;
      try {
        await held.query('select pg_advisory_unlock($1)', [key.toString()]);
        held.release();
        held = undefined;
      } catch (error) {
        lose(error);
      }
    },
  };
}
