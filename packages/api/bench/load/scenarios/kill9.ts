import { setTimeout as delay } from 'node:timers/promises';
import { check, writeChecks } from '../checks';
import { startDriver } from '../driver';
import { writeJourney } from '../journey';
import { WriteLedger } from '../ledger';
import { untilReady } from '../ready';
import { reconcile } from '../reconcile';
import type { RequestRecord } from '../records';
import { count, ms, writeTable } from '../report';
import { readPglite, readPostgres } from '../rows';
import { REQUEST_TIMEOUT_MS, withDataDir, type ScenarioContext, type ScenarioResult } from '../scenario';
import { serverEnv, type BenchDatabase } from '../serverEnv';
import { startServer, withServer } from '../serverProcess';

const SCHEMA = 'bench_kill9';
/** Seconds of write load before the kill, and of writes after the restart. */
const WRITE_SECONDS = 5;
const AFTER_SECONDS = 2;
/** Connections writing after the restart: a check that writes work, not a load. */
const AFTER_CONNECTIONS = 4;
const NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

/**
 * Scenario 4: SIGKILL to the server (by its pid) under the driver's write-only journeys, then a restart on the same
 * database (its migrations run again at start). The restarted server must be ready and take writes; every
 * acknowledged write must be stored, and no row may be an orphan or come from a refused write. Rows of writes
 * under way at the kill may or may not be stored: their answer was lost with the process.
 */
export async function killScenario(context: ScenarioContext, driver: BenchDatabase['driver']): Promise<ScenarioResult> {
  const { cluster, connections, progress } = context;
  const name = NAMES[driver];
  const database: BenchDatabase = driver === 'postgres' ? { driver, url: cluster.url, schema: SCHEMA } : { driver };
  const ledger = new WriteLedger();
  const records: RequestRecord[] = [];
  const after: RequestRecord[] = [];
  const steps = writeJourney(`${context.tag}${driver === 'postgres' ? 'k' : 'p'}`);

  return withDataDir(async (dataDir) => {
    const env = serverEnv(database, dataDir);
    const killed = await startServer(env);
    let underWay: number;
    try {
      const load = startDriver(killed.port, steps, connections, { records, ledger }, REQUEST_TIMEOUT_MS);
      try {
        progress(`kill9 (${name}): write load for ${WRITE_SECONDS} s, then SIGKILL to pid ${killed.pid}`);
        await delay(WRITE_SECONDS * 1000);
        underWay = load.inFlight();
        killed.signal('SIGKILL');
        await killed.exited;
      } finally {
        await load.stop();
      }
    } finally {
      await killed.stop();
    }
    const killExit = await killed.exited;

    progress(`kill9 (${name}): restart on the same database`);
    const restarting = performance.now();
    const { value: restart, exit } = await withServer(env, async (server) => {
      const startMs = performance.now() - restarting;
      const readyMs = await untilReady(server.port, 200, 60_000);
      const writes = startDriver(server.port, steps, AFTER_CONNECTIONS, { records: after, ledger }, REQUEST_TIMEOUT_MS);
      await delay(AFTER_SECONDS * 1000);
      await writes.stop();
      return { startMs, readyMs };
    });

    const { keys, integrity } =
      database.driver === 'postgres' ? await readPostgres(database.url, database.schema) : await readPglite(dataDir);
    const tables = reconcile(ledger, keys);
    const afterOk = after.filter((r) => r.status !== undefined && r.status >= 200 && r.status < 300).length;
    const acked = records.filter((r) => r.status !== undefined && r.status >= 200 && r.status < 300).length;
    const lost = tables.reduce((sum, table) => sum + table.unanswered, 0);
    const kept = tables.reduce((sum, table) => sum + table.fromUnanswered, 0);
    return {
      title: `kill -9 (${name})`,
      lines: [
        `${connections} connections of write journeys for ${WRITE_SECONDS} s: ${count(acked)} writes acknowledged, ` +
          `${underWay} under way at SIGKILL (process ended by ${killExit.signal ?? killExit.code}).`,
        `Restarted on the same database in ${ms(restart.startMs)} ms (migrations and seed included), ready ` +
          `${ms(restart.readyMs)} ms later; ${count(afterOk)} of ${count(after.length)} writes 2xx in ${AFTER_SECONDS} s after it.`,
        `${lost} writes never answered (cut off by the kill): ${kept} of them stored, ${lost - kept} not.`,
        '',
        `Rows read back from ${name} after a clean stop:`,
        ...writeTable(tables),
      ],
      checks: [
        check('killed with writes under way', killExit.signal === 'SIGKILL' && underWay > 0, `${underWay} under way`),
        check(
          'restarts on the same database, ready and taking writes',
          after.length > 0 && afterOk === after.length,
          `${afterOk} of ${after.length} writes 2xx after the restart`,
        ),
        check('the restarted server stops with exit code 0', exit.code === 0, `exit ${exit.code ?? exit.signal}`),
        ...writeChecks(tables, integrity, false),
      ],
      figures: {
        database: driver,
        connections,
        acked,
        underWay,
        killedBy: killExit.signal,
        restartMs: restart.startMs,
        readyMs: restart.readyMs,
        afterWrites: { ok: afterOk, sent: after.length },
        tables,
        integrity,
      },
    };
  });
}
