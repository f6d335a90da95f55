// `pnpm bench:load [--duration 60] [--connections 64] [--only load,outage,sigterm,kill9] [--json]`: the built server
// (`node packages/api/dist/main.js`) under load and under faults, on loopback only, against a private PostgreSQL
// cluster the bench makes (initdb) in a temporary folder and removes at the end:
//   load     autocannon drives mixed journeys; then every table's rows are compared with the 2xx-answered writes;
//   outage   PostgreSQL is stopped under load and started again: 503s with Retry-After, none slow, recovery;
//   sigterm  SIGTERM under load: requests under way finish, later ones are refused cleanly, exit code 0;
//   kill9    SIGKILL under write load, then a restart on the same database, on PostgreSQL and on PGlite.
// Not part of `npm test`. Exits 1 when a check fails. `--json` prints the figures and checks as JSON instead.
import os from 'node:os';
import { parseLoadArgs, type ScenarioName } from './load/args';
import { check } from './load/checks';
import { createPostgresCluster } from './load/postgresCluster';
import type { ScenarioContext, ScenarioResult } from './load/scenario';
import { killScenario } from './load/scenarios/kill9';
import { loadScenario } from './load/scenarios/load';
import { outageScenario } from './load/scenarios/outage';
import { sigtermScenario } from './load/scenarios/sigterm';
import { BENCH_PASSWORD_HASH_COST } from './load/serverEnv';

const args = parseLoadArgs(process.argv.slice(2));
const print = (line = '') => {
  if (!args.json) console.log(line);
};
const progress = (line: string) => console.error(`… ${line}`);

const RUNS: Array<[ScenarioName, (context: ScenarioContext) => Promise<ScenarioResult>]> = [
  ['load', (context) => loadScenario(context, args.duration)],
  ['outage', outageScenario],
  ['sigterm', sigtermScenario],
  ['kill9', (context) => killScenario(context, 'postgres')],
  ['kill9', (context) => killScenario(context, 'pglite')],
];

const machine = {
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: os.loadavg(),
};
print(
  `${machine.cpus} cores (${machine.model}), ${machine.memoryGb} GB, Node ${machine.node}; ` +
    `load average ${machine.loadAverageAtStart.map((load) => load.toFixed(2)).join(', ')} at the start`,
);
progress('starting a private PostgreSQL cluster');
const cluster = await createPostgresCluster();
const results: ScenarioResult[] = [];
try {
  const context: ScenarioContext = {
    cluster,
    connections: args.connections,
    tag: `b${Date.now().toString(36)}`,
    progress,
  };
  for (const [name, run] of RUNS.filter(([name]) => args.scenarios.includes(name))) {
    let result: ScenarioResult;
    try {
      result = await run(context);
    } catch (error) {
      result = { title: name, lines: [], checks: [check('runs to its end', false, String(error))], figures: {} };
    }
    // A scenario that failed half-way must not leave the cluster down for the next.
    if (!cluster.running()) await cluster.start();
    results.push(result);
    print(`\n${result.title}\n${'='.repeat(result.title.length)}`);
    for (const line of result.lines) print(line);
  }
} finally {
  await cluster.remove();
}

const checks = results.flatMap((result) => result.checks.map((each) => ({ scenario: result.title, ...each })));
const passed = checks.every((each) => each.pass);
print('\nChecks');
for (const each of checks) print(`${each.pass ? 'pass' : 'FAIL'}  ${each.scenario}: ${each.name} (${each.detail})`);
print(
  `Load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')} at the end.`,
);
if (args.json) {
  const scenarios = Object.fromEntries(results.map((result) => [result.title, result.figures]));
  const report = {
    date: new Date().toISOString(),
    machine: { ...machine, loadAverageAtEnd: os.loadavg() },
    postgres: cluster.version,
    connections: args.connections,
    passwordHashCost: BENCH_PASSWORD_HASH_COST,
  };
  console.log(JSON.stringify({ ...report, scenarios, checks, passed }, null, 2));
}
process.exitCode = passed ? 0 : 1;
