import { setTimeout as delay } from 'node:timers/promises';
import { DATABASE_RETRY_SECONDS, DATABASE_UNAVAILABLE } from '../../../src/db/connectionFailure';
import { check, writeChecks } from '../checks';
import { startDriver } from '../driver';
import { mixedJourney } from '../journey';
import { WriteLedger } from '../ledger';
import { untilReady } from '../ready';
import { reconcile } from '../reconcile';
import type { RequestRecord } from '../records';
import { count, ms, routeTable, seconds, writeTable } from '../report';
import { readPostgres } from '../rows';
import { REQUEST_TIMEOUT_MS, withDataDir, type ScenarioContext, type ScenarioResult } from '../scenario';
import { serverEnv } from '../serverEnv';
import { withServer } from '../serverProcess';
import { summarize } from '../stats';

const SCHEMA = 'bench_outage';
/** Seconds of load before PostgreSQL stops, while it is down, and after the server is ready again. */
const PHASES = { before: 5, down: 10, after: 10 };
/** The longest any request may take, the database away or not. */
const HANG_MS = 5_000;

/** When each step happened, in ms of `performance.now()`. */
interface Timeline {
  started: number;
  stopping: number;
  down: number;
  readyDown: number;
  up: number;
  readyUp: number;
  ended: number;
  /** Whether the server process that started the scenario still ran at its end. */
  sameProcess: boolean;
}

/** A 503 as the API answers while the database is away: its code, its words and its Retry-After. */
const isDatabaseUnavailable = (record: RequestRecord) =>
  record.status === 503 &&
  record.code === 'database_unavailable' &&
  record.message === DATABASE_UNAVAILABLE &&
  record.retryAfter === String(DATABASE_RETRY_SECONDS);
const isOk = (record: RequestRecord) => record.status !== undefined && record.status >= 200 && record.status < 300;

/**
 * Scenario 2: under the driver's mixed load on the context's connections, PostgreSQL (the private cluster) stops
 * for 10 s, then starts again. Requests that need it must answer 503 `database_unavailable` with Retry-After, none
 * may take over 5 s, the same process must recover (`/api/ready` 200, requests 2xx again), and afterwards the
 * rows must equal the acknowledged writes, with no orphan.
 */
export async function outageScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const { cluster, connections, progress } = context;
  const ledger = new WriteLedger();
  const records: RequestRecord[] = [];
  const steps = mixedJourney(`${context.tag}o`);
  const env = (dataDir: string) => serverEnv({ driver: 'postgres', url: cluster.url, schema: SCHEMA }, dataDir);
  const { value: time, exit } = await withDataDir((dataDir) =>
    withServer(env(dataDir), async (server): Promise<Timeline> => {
      const driver = startDriver(server.port, steps, connections, { records, ledger }, REQUEST_TIMEOUT_MS);
      try {
        const started = performance.now();
        progress(`outage: load for ${PHASES.before} s`);
        await delay(PHASES.before * 1000);
        progress(`outage: PostgreSQL stops for ${PHASES.down} s`);
        const stopping = performance.now();
        await cluster.stop();
        const down = performance.now();
        await untilReady(server.port, 503, 60_000);
        const readyDown = performance.now();
        await delay(Math.max(0, down + PHASES.down * 1000 - readyDown));
        progress('outage: PostgreSQL starts again');
        await cluster.start();
        const up = performance.now();
        await untilReady(server.port, 200, 60_000);
        const readyUp = performance.now();
        progress(`outage: load for ${PHASES.after} s more`);
        await delay(PHASES.after * 1000);
        return {
          started,
          stopping,
          down,
          readyDown,
          up,
          readyUp,
          ended: performance.now(),
          sameProcess: server.running(),
        };
      } finally {
        await driver.stop();
      }
    }),
  );

  const { keys, integrity } = await readPostgres(cluster.url, SCHEMA);
  const tables = reconcile(ledger, keys);
  // Phases by when the answer came, but `after` holds what was sent once /api/ready was 200 again: all must succeed.
  const endedIn = (from: number, to: number) => records.filter((r) => r.endedAt >= from && r.endedAt < to);
  const phases = [
    ['before', endedIn(time.started, time.stopping), time.stopping - time.started],
    ['outage', endedIn(time.stopping, time.up), time.up - time.stopping],
    ['recovering', records.filter((r) => r.endedAt >= time.up && r.sentAt < time.readyUp), time.readyUp - time.up],
    ['after', records.filter((r) => r.sentAt >= time.readyUp), time.ended - time.readyUp],
  ] as const;
  const phaseRows = phases.map(([name, ofPhase, lastedMs]) => ({
    ...summarize(ofPhase, lastedMs / 1000).at(-1)!,
    route: name,
  }));
  const outage = phases[1];
  const after = phases[3][1];
  // Every request under way at any time from the stop until the server was ready again.
  const overlapping = records.filter((r) => r.endedAt >= time.stopping && r.sentAt < time.readyUp);
  const longest = Math.max(0, ...overlapping.map((r) => r.endedAt - r.sentAt));
  const unavailable = outage[1].filter(isDatabaseUnavailable).length;
  const otherErrors = records.filter((r) => r.status !== undefined && !isOk(r) && !isDatabaseUnavailable(r)).length;
  const socketFailures = records.filter((r) => r.failure !== undefined).length;
  const afterFailed = after.filter((r) => !isOk(r)).length;

  return {
    title: 'Database outage',
    lines: [
      `${connections} connections of mixed journeys; PostgreSQL stopped (fast shutdown) in ${seconds(time.down - time.stopping)}, ` +
        `/api/ready answered 503 ${ms(time.readyDown - time.down)} ms later; started again after ${PHASES.down} s; ` +
        `/api/ready 200 ${ms(time.readyUp - time.up)} ms after PostgreSQL accepted connections, ` +
        `${time.sameProcess ? 'the same server process throughout' : 'but the server process had exited'}.`,
      'Phases by when the answer came (after: requests sent once /api/ready answered 200 again):',
      ...routeTable(phaseRows).map((line, index) => (index === 0 ? line.replace('route', 'phase') : line)),
      '',
      'Answers during the outage, by route:',
      ...routeTable(summarize(outage[1], outage[2] / 1000)),
      '',
      'Rows read back from PostgreSQL after the server stopped:',
      ...writeTable(tables),
    ],
    checks: [
      check(
        'requests that need the database answer 503 database_unavailable while it is down',
        unavailable > 0,
        `${count(unavailable)} during the outage`,
      ),
      check(
        'every error answer is 503 database_unavailable with its message and Retry-After',
        otherErrors === 0,
        `${count(otherErrors)} other error answers`,
      ),
      check(
        'no request failed at the socket',
        socketFailures === 0,
        `${count(socketFailures)} refused, reset or timed out`,
      ),
      check(
        `no request took over ${HANG_MS / 1000} s`,
        longest <= HANG_MS,
        `longest ${ms(longest)} ms of ${count(overlapping.length)} under way during the outage`,
      ),
      check(
        'the same process recovers: /api/ready 200 again',
        time.sameProcess,
        `ready ${ms(time.readyUp - time.up)} ms after PostgreSQL was back`,
      ),
      check(
        'requests succeed again after recovery',
        after.length > 0 && afterFailed === 0,
        `${count(after.length - afterFailed)} of ${count(after.length)} 2xx`,
      ),
      check('the server stops with exit code 0', exit.code === 0, `exit ${exit.code ?? exit.signal}`),
      ...writeChecks(tables, integrity, true),
    ],
    figures: {
      connections,
      phases: phaseRows,
      outageRoutes: summarize(outage[1], outage[2] / 1000),
      stopMs: time.down - time.stopping,
      readyDownMs: time.readyDown - time.down,
      readyUpMs: time.readyUp - time.up,
      longestDuringOutageMs: longest,
      sameProcess: time.sameProcess,
      tables,
      integrity,
    },
  };
}
