import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  ErrorBody,
  PriceAlert,
  SavedSearch,
  TripPlanResponse,
  TripShare,
  type EndpointName,
} from '@farewise/contracts';
import { parseConfig } from '../config';
import * as schema from '../db/schema';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { rateLimitEnv } from '../testing/rateLimitEnv';
import { mapImages, startTestServer, TEST_NOW, type TestServer } from '../testing/testServer';
import { PLAN_REQUEST, seedTrip } from '../testing/trips';
import {
  BODY_LIMIT_BYTES,
  edgeInputs,
  endpointFuzz,
  hash,
  HTML_PAYLOADS,
  mixedInputs,
  OWN_USER_PASSWORDS,
  POLLUTION_MARKER,
  refusedInputs,
  type Actor,
  type FuzzContext,
  type FuzzInput,
} from './arbitraries';
import {
  keepAliveAgent,
  schemaVerdict,
  type BodyLimits,
  send,
  toWire,
  type WireAnswer,
  type WireRequest,
} from './client';

/** The base seed; each endpoint's run uses this plus a hash of its name, so adding one changes no other's inputs. */
const SEED = 20_260_315;
/** Inputs per endpoint, over both phases. */
const RUNS = 1000;
/** Of a mutation endpoint's {@link RUNS}, the inputs of the rejected phase; the rest are mixed. */
const REFUSED_RUNS = 150;
/**
 * Requests in flight at once: each property run sends this many inputs together. The client and the server share one
 * thread: 8 sent 1,000 inputs a third faster than 1 or 4, and 16 or 32 no faster.
 */
const BATCH = 8;
/** The fuzz's two phases: rejected-only inputs to the mutation endpoints first, then mixed inputs to every endpoint. */
type Phase = 'mixed' | 'rejected';

/** Rate limits high enough never to stop a run: the fuzz is for the handlers (a 429 would still pass). */
const ENV = {
  ...rateLimitEnv('1000000/60'),
  LOGIN_ATTEMPTS_PER_IP: '1000000',
  LOGIN_ATTEMPTS_PER_USERNAME: '1000000',
};

const SESSION = 'farewise_session=';
const names = Object.keys(endpoints) as EndpointName[];
/** Endpoints that may write: every one but GET. */
const mutations = names.filter((name) => endpoints[name].method !== 'GET');

const seedOf = (name: EndpointName, phase: string) => (SEED + hash(`${phase}:${name}`)) % 2 ** 31;

/** The server's config's default body limits: `BODY_LIMIT` in bytes (`100kb` is 102,400), `JSON_MAX_DEPTH`. */
const LIMITS: BodyLimits = (() => {
  const { bodyLimit, jsonMaxDepth } = parseConfig({});
  const [, count, unit] = /^(\d+)(b|kb|mb)$/.exec(bodyLimit)!;
  return { bytes: Number(count) * { b: 1, kb: 1024, mb: 1024 ** 2 }[unit as 'b' | 'kb' | 'mb'], depth: jsonMaxDepth };
})();

/**
 * The longest an answer may take, in ms: far above any endpoint's (the slowest valid ones take about a second with
 * {@link BATCH} in flight on a busy machine), far below a request that holds the process for minutes.
 */
const SLOW_MS = 15_000;

/** Successes per endpoint whose body is parsed with the endpoint's response schema. */
const RESPONSE_CHECKS = 25;
const responseChecks = new Map<EndpointName, number>();

/** What each endpoint was sent and answered, for the closing checks. */
const stats = new Map<EndpointName, { runs: number; statuses: Map<number, number> }>();
function record(name: EndpointName, status: number) {
  const entry = stats.get(name) ?? { runs: 0, statuses: new Map<number, number>() };
  entry.runs += 1;
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  stats.set(name, entry);
}

/** The session cookie each actor sends; none for a visitor. */
type Cookies = Partial<Record<Actor, string>>;

const cut = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * What is wrong with an answer, or undefined: a 5xx; no `nosniff`; a 4xx that is not a JSON `ErrorBody`; an HTML
 * payload echoed unescaped in an answer that is not JSON; an input the schemas reject answered with a success (or,
 * with `mustRefuse`, any input answered with one); with `checkResponse`, a JSON success outside the endpoint's
 * response schema. The last two only for requests the endpoint's route answers.
 */
function fault(
  input: FuzzInput,
  wire: WireRequest,
  answer: WireAnswer,
  mustRefuse: boolean,
  checkResponse: boolean,
): string | undefined {
  const { status, headers, text } = answer;
  const verdict = schemaVerdict(input, wire, LIMITS);
  if (status >= 500) return `answered ${status}`;
  if (headers['x-content-type-options'] !== 'nosniff') return 'answered without X-Content-Type-Options: nosniff';
  const type = headers['content-type'] ?? '';
  const isJson = /^application\/json\b/.test(type);
  const echoed = isJson ? undefined : HTML_PAYLOADS.find((payload) => text.includes(payload));
  if (echoed) return `echoed ${echoed} unescaped as ${type}`;
  if (status >= 400) {
    if (!isJson) return `answered ${status} as ${type || 'no content type'}, not JSON`;
    if (!ErrorBody.safeParse(parseJson(text)).success) return `answered ${status} with a body that is no ErrorBody`;
  }
  if (status < 400 && (mustRefuse || verdict === 'rejects')) return `accepted (${status}) an input it must refuse`;
  const success = status >= 200 && status < 300;
  const answers = () => endpoints[input.endpoint].response.safeParse(parseJson(text)).success;
  if (checkResponse && verdict === 'accepts' && success && isJson && !answers()) {
    return `answered ${status} outside the response schema`;
  }
  return undefined;
}

describe('API fuzz over pglite', () => {
  // PGlite only: the PostgreSQL variant would double the run for the same handlers.
  const db = testDatabases().find((candidate) => candidate.name === 'pglite')!;
  let server: TestServer;
  let owner: TestBrowser;
  let other: TestBrowser;
  let base: FuzzContext;
  let cookies: Cookies;
  let ownUsers = 0;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

  /** Posts as `browser` and parses the answer with `schema`, failing on anything but 200 or 201. */
  const create = async <T>(browser: TestBrowser, path: string, body: unknown, parse: { parse: (v: unknown) => T }) => {
    const answer = await browser.post(path, body);
    expect([200, 201], `${path}: ${answer.text}`).toContain(answer.status);
    return parse.parse(answer.json);
  };

  /** A trip of `browser`'s with one item and one expense. */
  const tripOf = async (browser: TestBrowser) => {
    const { trip, itemId, expenseId } = await seedTrip(browser);
    return { id: trip.id, itemId, expenseId, startDate: trip.startDate, endDate: trip.endDate };
  };
  const savedSearchOf = (browser: TestBrowser) =>
    create(browser, '/api/saved-searches', { name: 'Paris', origin: 'JFK', destination: 'CDG' }, SavedSearch);
  const priceAlertOf = (browser: TestBrowser) =>
    create(browser, '/api/price-alerts', { origin: 'JFK', destination: 'CDG', targetPrice: 400 }, PriceAlert);

  /** New fixtures of both users (trip, item, expense, share link, saved search, alert) on `context`'s users. */
  const freshContext = async (context: FuzzContext): Promise<FuzzContext> => {
    const [trip, otherTrip, search, otherSearch, alert, otherAlert] = await Promise.all([
      tripOf(owner),
      tripOf(other),
      savedSearchOf(owner),
      savedSearchOf(other),
      priceAlertOf(owner),
      priceAlertOf(other),
    ]);
    const { token } = await create(owner, `/api/trips/${trip.id}/share`, undefined, TripShare);
    return {
      ...context,
      trip: { ...trip, shareToken: token },
      otherTrip,
      savedSearchId: search.id,
      otherSavedSearchId: otherSearch.id,
      priceAlertId: alert.id,
      otherPriceAlertId: otherAlert.id,
    };
  };

  /**
   * The cookies an endpoint's run sends: the shared users', or for an endpoint that ends its caller's sessions, a
   * new user's of its own (and none for the other user, who stays signed out).
   */
  const cookiesFor = async (name: EndpointName): Promise<Cookies> => {
    if (!endpointFuzz[name].ownUser) return cookies;
    const browser = new TestBrowser(server.url);
    ownUsers += 1;
    await browser.signUp(`fuzz_own_${ownUsers}`, OWN_USER_PASSWORDS[0]);
    return { owner: browser.cookie };
  };

  /** Every table's row count and a digest of its rows (which also sees rows changed in place). */
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const snapshot = async () => {
    const entries = await Promise.all(
      tables.map(async (table) => {
        // Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
        const { rows } = (await server.database.db.execute(
          sql`select count(*)::int as rows, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from ${table} t`,
        )) as unknown as { rows: [{ rows: number; digest: string }] };
        return [getTableName(table), rows[0]] as const;
      }),
    );
    return Object.fromEntries(entries);
  };

  /** Sends one input as its actor, follows a renewed session of an endpoint's own user, and says what is wrong. */
  const check = async (input: FuzzInput, phase: Phase, jar: Cookies) => {
    const wire = toWire(input, server.url, jar);
    const sent = performance.now();
    const answer = await send(server.url, wire);
    const took = performance.now() - sent;
    record(input.endpoint, answer.status);
    const renewed = [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(SESSION));
    if (endpointFuzz[input.endpoint].ownUser && input.actor === 'owner' && renewed) jar.owner = renewed.split(';')[0];
    // `mount` parses every answer it did not cache with the response schema: a sample is enough here.
    const sampled = responseChecks.get(input.endpoint) ?? 0;
    const checkResponse = answer.status < 300 && sampled < RESPONSE_CHECKS;
    if (checkResponse) responseChecks.set(input.endpoint, sampled + 1);
    const problem =
      fault(input, wire, answer, phase === 'rejected', checkResponse) ??
      (took > SLOW_MS ? `took ${Math.round(took)} ms (the server holds its one thread meanwhile)` : undefined);
    return (
      problem &&
      `${problem}\n  request: ${wire.method} ${cut(wire.path)} as ${input.actor} (${input.kind})` +
        `\n  headers: ${JSON.stringify(wire.headers)}\n  body: ${cut(wire.body ?? '(none)')}` +
        `\n  answer: ${answer.status} ${answer.headers['content-type'] ?? ''} ${cut(answer.text)}`
    );
  };

  /**
   * Sends the `first` inputs, then `inputs` inputs of `arbitrary` to the server, {@link BATCH} at once (one at a time
   * for an endpoint with a user of its own, whose password and session change), each checked by {@link fault}.
   */
  const fuzz = (
    name: EndpointName,
    phase: Phase,
    arbitrary: fc.Arbitrary<FuzzInput>,
    inputs: number,
    jar: Cookies,
    first: FuzzInput[] = [],
  ) => {
    const batch = endpointFuzz[name].ownUser ? 1 : BATCH;
    const examples: [FuzzInput[]][] = [];
    for (let index = 0; index < first.length; index += batch) examples.push([first.slice(index, index + batch)]);
    return fc.assert(
      fc.asyncProperty(fc.array(arbitrary, { minLength: batch, maxLength: batch }), async (sent) => {
        const problems = await Promise.all(sent.map((input) => check(input, phase, jar)));
        const problem = problems.find(Boolean);
        if (problem) throw new Error(problem);
      }),
      {
        seed: seedOf(name, phase),
        // fast-check counts the examples among the runs, and the last one may be short of a batch.
        numRuns: Math.ceil(inputs / batch) + examples.length,
        examples,
        // The counterexample can hold a 100 KB string: the error above says what was sent, shortened.
        reporter: (details) => {
          if (!details.failed) return;
          const error =
            details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          throw new Error(
            `${name} (${phase}) failed at run ${details.numRuns} (of ${batch} inputs each), seed ${details.seed}, path ` +
              `"${details.counterexamplePath}" (replay with fc.assert(..., { seed, path })):\n${error}`,
          );
        },
      },
    );
  };

  beforeAll(async () => {
    server = await startTestServer(db, ENV);
    owner = new TestBrowser(server.url);
    const user = await owner.signUp('fuzz_owner');
    other = new TestBrowser(server.url);
    const otherUser = await other.signUp('fuzz_other');
    cookies = { owner: owner.cookie, other: other.cookie };
    const request = PLAN_REQUEST;
    const planned = await owner.post('/api/trip-planner/itinerary', request);
    expect(planned.status, planned.text).toBe(200);
    const mapVersions = Object.fromEntries(['JFK', 'LIS', 'CDG'].map((code) => [code, mapImages.image(code).version]));
    const empty = {
      trip: { id: '', itemId: '', expenseId: '', shareToken: '', startDate: '', endDate: '' },
      otherTrip: { id: '', itemId: '', expenseId: '' },
      savedSearchId: 0,
      otherSavedSearchId: 0,
      priceAlertId: 0,
      otherPriceAlertId: 0,
    };
    base = await freshContext({
      today: TEST_NOW.toISOString().slice(0, 10),
      owner: { id: user.id, username: user.username, email: user.email, password: 'voyage2026' },
      otherId: otherUser.id,
      plan: { request, days: TripPlanResponse.parse(planned.json).days },
      mapVersions,
      ...empty,
    });
  });
  afterAll(async () => {
    keepAliveAgent.destroy();
    await server?.close();
  });

  it('has a generator for every endpoint of the contracts table', () => {
    for (const name of names) expect(endpointFuzz[name]?.valid, `no generator for ${name}`).toBeTypeOf('function');
    expect(Object.keys(endpointFuzz).sort()).toEqual([...names].sort());
    // The huge strings are made to straddle the server's body limit.
    expect(LIMITS.bytes).toBe(BODY_LIMIT_BYTES);
  });

  it(`writes no row for any of ${REFUSED_RUNS} rejected inputs to each mutation endpoint`, async () => {
    const jars = new Map(await Promise.all(mutations.map(async (name) => [name, await cookiesFor(name)] as const)));
    const before = await snapshot();
    for (const name of mutations) {
      const jar = jars.get(name)!;
      const rejects = (input: FuzzInput) => schemaVerdict(input, toWire(input, server.url, jar), LIMITS) === 'rejects';
      await fuzz(name, 'rejected', refusedInputs(name, base, rejects), REFUSED_RUNS, jar);
    }
    expect(await snapshot()).toEqual(before);
    // About 7 s for 4,000 inputs on two busy cores; the margin is for a machine doing much else.
  }, 120_000);

  // Mutations that succeed change the fixtures (a deleted trip, an edited item): each gets its own.
  const ownFixtures = new Set(
    mutations.filter((name) => endpointFuzz[name].access === 'user' && !endpointFuzz[name].ownUser),
  );

  it.each(names)(
    '%s: answers mixed inputs without a 5xx, with nosniff, JSON errors and no echo',
    async (name) => {
      const context = ownFixtures.has(name) ? await freshContext(base) : base;
      const accepts = (input: FuzzInput) => schemaVerdict(input, toWire(input, server.url, {}), LIMITS) === 'accepts';
      await fuzz(
        name,
        'mixed',
        mixedInputs(name, context, accepts),
        mutations.includes(name) ? RUNS - REFUSED_RUNS : RUNS,
        await cookiesFor(name),
        edgeInputs(name, context),
      );
    },
    // 0.5 to 5 s an endpoint on two busy cores; the margin is for a machine doing much else.
    60_000,
  );

  it('left no prototype polluted, and every endpoint took its inputs and answered some with a success', () => {
    expect(({} as Record<string, unknown>)[POLLUTION_MARKER]).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(Object.prototype.hasOwnProperty.call(Array.prototype, POLLUTION_MARKER)).toBe(false);
    for (const name of names) {
      const entry = stats.get(name);
      expect(entry?.runs ?? 0, name).toBeGreaterThanOrEqual(RUNS);
      const successes = [...(entry?.statuses ?? [])].filter(([status]) => status < 400);
      expect(successes.length, `${name} never succeeded`).toBeGreaterThan(0);
    }
    // FUZZ_SUMMARY=1 prints what each endpoint answered, status by status.
    if (process.env.FUZZ_SUMMARY) {
      for (const [name, entry] of stats) {
        const statuses = [...entry.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
        console.log(`${name.padEnd(20)} ${String(entry.runs).padStart(5)}  ${statuses.join(' ')}`);
      }
    }
  });
});
