// `pnpm bench`: HTTP throughput of the API's search endpoints on loopback, each as a ratio of two no-ops measured in
// the same run on the same machine: the API's own no-op route (`GET /api/health`, through the whole middleware stack:
// request logs, security headers, origin guard, body parser, session) and a bare Koa app. Each baseline is measured
// first and last, and their mean is used, so a drift in the machine's load shows rather than skews one side.
// Bounded: a few seconds per target, then it stops by itself.
// autocannon runs in a child process so the load generator and the servers do not share one event loop.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { testDatabases } from '../src/testing/databases';
import { startTestServer } from '../src/testing/testServer';
import { isoDay } from './dates';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface AutocannonResult {
  non2xx: number;
  errors: number;
  requests: { average: number };
  latency: { p99: number };
}

/** Measures a GET of `url`, or a POST of `body` as JSON. */
async function measure(url: string, body?: unknown, seconds = DURATION_S) {
  const post =
    body === undefined ? [] : ['-m', 'POST', '-H', 'Content-Type=application/json', '-b', JSON.stringify(body)];
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), ...post, url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as AutocannonResult;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function listen(app: Koa): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const noop = new Koa();
noop.use((ctx) => {
  ctx.body = { ok: true };
});
const noopServer = await listen(noop);
const api = await startTestServer(testDatabases()[0]!);

// Dates two months ahead, so the searches stay valid (no past dates, within 11 months) whenever the bench runs.
const departureDate = isoDay(60);
const month = departureDate.slice(0, 7);

const bareKoa = `http://127.0.0.1:${(noopServer.address() as AddressInfo).port}/`;
const health = `${api.url}/api/health`;

const targets: Array<[name: string, url: string, body?: unknown]> = [
  ['airport search', `${api.url}/api/airports/search?q=par`],
  ['flight search', `${api.url}/api/flights/search?origin=JFK&destination=CDG&departureDate=${departureDate}`],
  ['price calendar', `${api.url}/api/price-calendar?origin=JFK&destination=CDG&month=${month}&tripNights=7`],
  [
    'flexible search',
    `${api.url}/api/flights/flexible-search`,
    { origin: 'JFK', destination: 'CDG', departureMonth: month, flexibilityLevel: 'high' },
  ],
  [
    'hotel search',
    `${api.url}/api/hotels/search?destination=PAR&checkInDate=${departureDate}&checkOutDate=${isoDay(64)}&guests=2&rooms=1`,
  ],
];

type Row = { name: string; rps: number; p99: number };
const run = async (name: string, url: string, body?: unknown): Promise<Row> => ({
  name,
  ...(await measure(url, body)),
});

// Warm-up, not counted: the JIT compiles the hot paths and the answer caches fill before anything is measured.
for (const [, url, body] of [['', bareKoa], ['', health], ...targets] as const) await measure(url, body, 1);

const baselinesFirst = [await run('bare Koa no-op', bareKoa), await run('API no-op route', health)];
const rows: Row[] = [];
for (const [name, url, body] of targets) rows.push(await run(name, url, body));
const baselinesLast = [await run('bare Koa no-op', bareKoa), await run('API no-op route', health)];
noopServer.close();
await api.close();

const mean = (i: number) => (baselinesFirst[i]!.rps + baselinesLast[i]!.rps) / 2;
const [koa, route] = [mean(0), mean(1)];
const pad = (text: string, width: number) => text.padStart(width);
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
console.log(`${'target'.padEnd(22)} ${pad('req/s', 7)}  ${pad('× API no-op', 11)}  ${pad('× bare Koa', 10)}  p99`);
for (const row of [...baselinesFirst, ...rows, ...baselinesLast]) {
  console.log(
    `${row.name.padEnd(22)} ${pad(row.rps.toFixed(0), 7)}  ${pad((row.rps / route).toFixed(3), 11)}  ${pad((row.rps / koa).toFixed(3), 10)}  ${row.p99} ms`,
  );
}
