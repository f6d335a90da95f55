import { setTimeout as delay } from 'node:timers/promises';
import { SHUTTING_DOWN } from '../../../src/services/status';
import { check, writeChecks } from '../checks';
import { startDriver } from '../driver';
import { mixedJourney } from '../journey';
import { WriteLedger } from '../ledger';
import { pollUntil } from '../poll';
import { reconcile } from '../reconcile';
import { outcomeOf, type RequestRecord } from '../records';
import { count, ms, table, writeTable } from '../report';
import { readPostgres } from '../rows';
import { REQUEST_TIMEOUT_MS, withDataDir, type ScenarioContext, type ScenarioResult } from '../scenario';
import { serverEnv } from '../serverEnv';
import { withServer } from '../serverProcess';

const SCHEMA = 'bench_sigterm';
/** Seconds of load before the signal. */
const LOAD_SECONDS = 5;
/** How long the server may take to exit after SIGTERM (it forces its own exit, code 1, after 10 s). */
const EXIT_TIMEOUT_MS = 20_000;
/** Clean ends of a request under way at the signal (a 503 when the server had not read it yet). */
const CLEAN_UNDER_WAY = ['2xx', '503 shutting_down'];
/**
 * Clean ends of a later request: 2xx (sent before the server handled the signal), 503 `shutting_down`, the connection
 * refused, or reset before any byte of an answer on a kept-alive connection that the closing server found idle (the
 * request crossed the close on the wire and was never read: the keep-alive race of RFC 9112 §9.3.1, which Node
 * documents as `reusedSocket`).
 */
const CLEAN_LATER = ['2xx', '503 shutting_down', 'refused', 'reset on reused socket'];

/** The 503 a draining server answers: its words, Retry-After 1, and the connection closed. */
const isCleanShuttingDown = (record: RequestRecord) =>
  record.message === SHUTTING_DOWN && record.retryAfter === '1' && record.connectionClose === true;

/** How many records had each outcome. */
function outcomes(records: RequestRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(outcomeOf(record), (counts.get(outcomeOf(record)) ?? 0) + 1);
  return counts;
}

/**
 * Scenario 3: SIGTERM to the server (by its pid) under the driver's mixed load. Requests under way must finish 2xx,
 * later ones must be refused cleanly (503 `shutting_down` closing the connection, or the connection refused once
 * the port is closed), none may hang or be cut off mid-answer, the process must exit 0, and the rows must equal the
 * acknowledged writes.
 */
export async function sigtermScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const { cluster, connections, progress } = context;
  const ledger = new WriteLedger();
  const records: RequestRecord[] = [];
  const steps = mixedJourney(`${context.tag}s`);
  const env = (dataDir: string) => serverEnv({ driver: 'postgres', url: cluster.url, schema: SCHEMA }, dataDir);
  const { value: time } = await withDataDir((dataDir) =>
    withServer(env(dataDir), async (server) => {
      const driver = startDriver(server.port, steps, connections, { records, ledger }, REQUEST_TIMEOUT_MS);
      try {
        progress(`sigterm: load for ${LOAD_SECONDS} s, then SIGTERM to pid ${server.pid}`);
        await delay(LOAD_SECONDS * 1000);
        const signalled = performance.now();
        server.signal('SIGTERM');
        const exit = await Promise.race([server.exited, delay(EXIT_TIMEOUT_MS).then(() => undefined)]);
        if (!exit) throw new Error(`the server did not exit in ${EXIT_TIMEOUT_MS / 1000} s after SIGTERM`);
        const exited = performance.now();
        // Load goes on until a connection is refused after the exit: the port is closed, nothing hangs.
        await pollUntil(
          'a connection refused after the exit',
          async () => records.some((r) => r.sentAt >= exited && r.failure === 'refused') || undefined,
          5_000,
        );
        return { signalled, exited, exit };
      } finally {
        await driver.stop();
      }
    }),
  );

  const { keys, integrity } = await readPostgres(cluster.url, SCHEMA);
  const tables = reconcile(ledger, keys);
  const underWay = records.filter((r) => r.sentAt < time.signalled && r.endedAt >= time.signalled);
  const later = records.filter((r) => r.sentAt >= time.signalled);
  const [underWayOutcomes, laterOutcomes] = [outcomes(underWay), outcomes(later)];
  const kinds = [...new Set([...underWayOutcomes.keys(), ...laterOutcomes.keys()])];
  const unclean = (counts: Map<string, number>, clean: string[]) =>
    [...counts].filter(([outcome]) => !clean.includes(outcome)).map(([outcome, times]) => `${times}× ${outcome}`);
  const shuttingDown = records.filter((r) => r.code === 'shutting_down');
  const answered = [...underWay, ...later].filter((r) => r.status !== undefined);
  const lastAnswer = Math.max(0, ...answered.map((r) => r.endedAt - time.signalled));
  const cut = records.filter((r) => r.failure === 'timeout' || r.failure === 'reset mid-answer').length;
  const { exit } = time;

  return {
    title: 'SIGTERM under load',
    lines: [
      `${connections} connections of mixed journeys; SIGTERM with ${underWay.length} requests under way; ` +
        `exit code ${exit.code ?? exit.signal} ${ms(time.exited - time.signalled)} ms later.`,
      ...table(
        ['outcome', 'under way at SIGTERM', 'sent after'],
        kinds.map((kind) => [kind, count(underWayOutcomes.get(kind) ?? 0), count(laterOutcomes.get(kind) ?? 0)]),
      ),
      `The last answer came ${ms(lastAnswer)} ms after the signal.`,
      '',
      'Rows read back from PostgreSQL after the exit:',
      ...writeTable(tables),
    ],
    checks: [
      check('the process exits with code 0', exit.code === 0, `exit ${exit.code ?? exit.signal}`),
      check(
        'requests under way at SIGTERM complete 2xx',
        unclean(underWayOutcomes, CLEAN_UNDER_WAY).length === 0 && (underWayOutcomes.get('2xx') ?? 0) > 0,
        `${count(underWayOutcomes.get('2xx') ?? 0)} 2xx, ${count(underWayOutcomes.get('503 shutting_down') ?? 0)} 503 shutting_down` +
          ` (not yet read when the server began to drain); other: ${unclean(underWayOutcomes, CLEAN_UNDER_WAY).join(', ') || 'none'}`,
      ),
      check(
        'later requests are refused cleanly (503 shutting_down, or refused or reset before any answer)',
        unclean(laterOutcomes, CLEAN_LATER).length === 0,
        [...laterOutcomes].map(([outcome, times]) => `${times}× ${outcome}`).join(', '),
      ),
      check(
        '503 shutting_down carries its message, Retry-After 1 and Connection: close',
        shuttingDown.every(isCleanShuttingDown),
        `${shuttingDown.filter(isCleanShuttingDown).length} of ${shuttingDown.length}`,
      ),
      check(
        'no request hung or was cut off mid-answer',
        cut === 0,
        `${cut} timed out (${REQUEST_TIMEOUT_MS / 1000} s) or cut off; the last answer came ${ms(lastAnswer)} ms after the signal`,
      ),
      ...writeChecks(tables, integrity, true),
    ],
    figures: {
      connections,
      underWay: underWay.length,
      exit,
      exitMs: time.exited - time.signalled,
      outcomes: { underWay: Object.fromEntries(underWayOutcomes), later: Object.fromEntries(laterOutcomes) },
      lastAnswerMs: lastAnswer,
      tables,
      integrity,
    },
  };
}
