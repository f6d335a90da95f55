// `pnpm bench`: HTTP throughput of the API's search endpoints on loopback, each as a ratio of a bare Koa no-op
// app measured in the same run on the same machine. Bounded: a few seconds per target, then it stops by itself.
// autocannon runs in a child process so the load generator and the servers do not share one event loop.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { testDatabases } from '../src/testing/databases';
import { startTestServer } from '../src/testing/testServer';

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
async function measure(url: string, body?: unknown) {
  const post =
    body === undefined ? [] : ['-m', 'POST', '-H', 'Content-Type=application/json', '-b', JSON.stringify(body)];
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION_S), ...post, url];
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

const targets: Array<[name: string, url: string, body?: unknown]> = [
  ['koa no-op (baseline)', `http://127.0.0.1:${(noopServer.address() as AddressInfo).port}/`],
  ['airport search', `${api.url}/api/airports/search?q=par`],
  ['flight search', `${api.url}/api/flights/search?origin=JFK&destination=CDG&departureDate=2026-05-13`],
  ['price calendar', `${api.url}/api/price-calendar?origin=JFK&destination=CDG&month=2026-05&tripNights=7`],
  [
    'flexible search',
    `${api.url}/api/flights/flexible-search`,
    { origin: 'JFK', destination: 'CDG', departureMonth: '2026-05', flexibilityLevel: 'high' },
  ],
  [
    'hotel search',
    `${api.url}/api/hotels/search?destination=PAR&checkInDate=2026-05-13&checkOutDate=2026-05-17&guests=2&rooms=1`,
  ],
];

const rows: Array<{ name: string; rps: number; p99: number }> = [];
for (const [name, url, body] of targets) rows.push({ name, ...(await measure(url, body)) });
noopServer.close();
await api.close();

const baseline = rows[0]!.rps;
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(22)} ${row.rps.toFixed(0).padStart(7)} req/s  ${(row.rps / baseline).toFixed(3)}× baseline  p99 ${row.p99} ms`,
  );
}
