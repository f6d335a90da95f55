import { runAutocannon } from '../autocannonRun';
import { check, writeChecks } from '../checks';
import { mixedJourney } from '../journey';
import { WriteLedger } from '../ledger';
import { reconcile } from '../reconcile';
import type { RequestRecord } from '../records';
import { count, routeTable, writeTable } from '../report';
import { readPostgres } from '../rows';
import { withDataDir, type ScenarioContext, type ScenarioResult } from '../scenario';
import { BENCH_PASSWORD_HASH_COST, serverEnv } from '../serverEnv';
import { withServer } from '../serverProcess';
import { summarize } from '../stats';

/** Seconds of the same load before the measured window, not measured: the JIT and the caches warm up. */
const WARM_UP_SECONDS = 3;
const SCHEMA = 'bench_load';

/**
 * Scenario 1: autocannon drives mixed journeys (a registration, four flight searches, a saved search, a price
 * alert, a trip and its item) for `seconds` on the context's connections against PostgreSQL; then the server
 * stops and every table's rows are compared with the writes that were answered 2xx.
 */
export async function loadScenario(context: ScenarioContext, seconds: number): Promise<ScenarioResult> {
  const { cluster, connections, progress } = context;
  const env = (dataDir: string) => serverEnv({ driver: 'postgres', url: cluster.url, schema: SCHEMA }, dataDir);
  const ledger = new WriteLedger();
  const records: RequestRecord[] = [];
  const warmUp: RequestRecord[] = [];
  const steps = mixedJourney(`${context.tag}l`);
  const { value: cannon, exit } = await withDataDir((dataDir) =>
    withServer(env(dataDir), async (server) => {
      progress(`load: warm-up, ${WARM_UP_SECONDS} s`);
      await runAutocannon(server.port, steps, connections, WARM_UP_SECONDS, { records: warmUp, ledger });
      progress(`load: ${connections} connections for ${seconds} s`);
      return runAutocannon(server.port, steps, connections, seconds, { records, ledger });
    }),
  );
  const { keys, integrity } = await readPostgres(cluster.url, SCHEMA);
  const tables = reconcile(ledger, keys);
  const routes = summarize(records, seconds);
  const notOk = routes.filter((route) => route.route !== 'all' && Object.keys(route.failed).length > 0);
  const socketErrors = cannon.errors + cannon.timeouts;
  const warm = summarize(warmUp, WARM_UP_SECONDS).at(-1)!;
  return {
    title: 'Load',
    lines: [
      `${connections} connections for ${seconds} s (after ${WARM_UP_SECONDS} s of warm-up), mixed journeys, ` +
        `${cluster.version}, PASSWORD_HASH_COST=${BENCH_PASSWORD_HASH_COST}`,
      `Warm-up (not measured): ${count(warm.requests)} requests, ${count(warm.ok)} 2xx.`,
      ...routeTable(routes),
      `autocannon: ${count(cannon.errors)} socket errors, ${count(cannon.timeouts)} timeouts`,
      '',
      'Rows read back from PostgreSQL after the server stopped:',
      ...writeTable(tables),
    ],
    checks: [
      check(
        'no error on any route',
        notOk.length === 0 && socketErrors === 0,
        notOk.length || socketErrors
          ? `${notOk.map((route) => route.route).join(', ') || 'no route'}; ${socketErrors} socket errors or timeouts`
          : `${count(routes.at(-1)!.requests)} requests, all 2xx`,
      ),
      check('the server stops with exit code 0', exit.code === 0, `exit ${exit.code ?? exit.signal}`),
      ...writeChecks(tables, integrity, true),
    ],
    figures: {
      seconds,
      connections,
      routes,
      socketErrors: cannon.errors,
      timeouts: cannon.timeouts,
      tables,
      integrity,
    },
  };
}
