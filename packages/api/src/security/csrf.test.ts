import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  endpoints,
  PriceAlert,
  SavedSearch,
  TripPlanResponse,
  TripShare,
  type EndpointName,
} from '@farewise/contracts';
import {
  contactMessages,
  newsletterSubscribers,
  priceAlerts,
  savedSearches,
  sessions,
  tripExpenses,
  tripItems,
  trips,
  users,
} from '../db/schema';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';
import { EXPENSE, ITEM, PLAN_REQUEST, seedTrip, WIZARD_PAYLOAD } from '../testing/trips';

/**
 * Cross-site request forgery: every state-changing endpoint of the contracts table (POST, PATCH, DELETE), sent by a
 * signed-in user's browser, is refused with 403 `foreign_origin` when a foreign page sent it (the `Origin` guard,
 * `http/origin.ts`), and writes nothing; the same request from the app's own origin, from an origin of
 * `ALLOWED_ORIGINS`, or with no `Origin` at all is served.
 *
 * No `Origin` is let through on purpose: browsers always send it on these methods (a fetch or a form POST from any
 * page), so a request without one comes from a non-browser client (curl, a server, a probe), which holds no
 * victim's cookie to abuse.
 */

/** The endpoints that change state, from the table: every method but GET. */
type MutationName = {
  [K in EndpointName]: (typeof endpoints)[K]['method'] extends 'GET' ? never : K;
}[EndpointName];
const MUTATIONS = (Object.keys(endpoints) as EndpointName[]).filter(
  (name): name is MutationName => endpoints[name].method !== 'GET',
);

const EVIL = 'https://evil.example';
/** The app's dev server, an extra origin the suite's server allows. */
const DEV_SERVER = 'http://localhost:5173';
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const USERNAME = 'casey';
const PASSWORD = 'voyage2026';

type Params = Record<string, string | number>;

/** One request, valid and from a signed-in browser: if let through, it is served. */
interface Mutation {
  browser: TestBrowser;
  params?: Params;
  body?: unknown;
}

/** How each mutation is made afresh, and whether serving it stores anything. */
interface MutationCase {
  arrange: () => Promise<Mutation>;
  /** False for the POSTs that only compute an answer (searches, plans, the advisor). */
  writes: boolean;
}

/**
 * The tables a mutation writes: every user's data, sessions, messages and subscribers. Left out: the seeded
 * destination catalogue, the anonymous fare observations searches add in batches, and rate-limit counters.
 */
const WRITTEN = {
  users,
  sessions,
  savedSearches,
  priceAlerts,
  trips,
  tripItems,
  tripExpenses,
  contactMessages,
  newsletterSubscribers,
};

describe.each(testDatabases())('the Origin guard over $name', (db) => {
  let server: TestServer;
  /** The signed-in user most requests come from. */
  let user: TestBrowser;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer(db, {
      ALLOWED_ORIGINS: DEV_SERVER,
      // Rate limits are not under test here, and the suite sends more than a visitor would.
      RATE_LIMIT_REGISTER: '1000/60',
      RATE_LIMIT_CONTACT: '1000/60',
      RATE_LIMIT_NEWSLETTER: '1000/60',
      RATE_LIMIT_SHARE_LINKS: '1000/60',
      RATE_LIMIT_SMART_QUERY: '1000/60',
      RATE_LIMIT_TRIP_PLANNER: '1000/60',
    });
    user = new TestBrowser(server.url);
    userId = (await user.signUp(USERNAME, PASSWORD)).id;
  });
  afterAll(() => server.close());

  /** Every row of the written tables, in a stable order. */
  const snapshot = async () => {
    const tables = await Promise.all(
      Object.entries(WRITTEN).map(async ([name, table]) => {
        const rows = await server.database.db.select().from(table);
        return [name, rows.map((row) => JSON.stringify(row)).sort()] as const;
      }),
    );
    return Object.fromEntries(tables);
  };

  let serial = 0;
  /**
   * Another browser signed in as `user`'s account, for the account endpoints: their requests change the session
   * of the browser that sends them, so not `user`'s.
   */
  const newSession = async () => {
    const browser = new TestBrowser(server.url);
    const answer = await browser.post('/api/auth/login', { username: USERNAME, password: PASSWORD });
    expect(answer.status, answer.text).toBe(200);
    return browser;
  };
  /** A trip of `user`'s with an item and an expense, backdated so that any write to it shows; shared if asked. */
  const trip = async (shared = false) => {
    const {
      trip: { id },
      itemId,
      expenseId,
    } = await seedTrip(user);
    if (shared) TripShare.parse((await user.post(`/api/trips/${id}/share`)).json);
    await server.database.db.update(trips).set({ updatedAt: LONG_AGO }).where(eq(trips.id, id));
    return { id, itemId, expenseId };
  };
  const search = async () => {
    const { id } = SavedSearch.parse(
      (await user.post('/api/saved-searches', { name: 'Lisbon', origin: 'JFK', destination: 'LIS' })).json,
    );
    await server.database.db.update(savedSearches).set({ lastSearched: LONG_AGO }).where(eq(savedSearches.id, id));
    return id;
  };
  /** A new alert body each time: alerts with the same terms are one alert. */
  const alertBody = () => ({ origin: 'JFK', destination: 'CDG', targetPrice: 300 + (serial += 1) });
  const alert = async () => PriceAlert.parse((await user.post('/api/price-alerts', alertBody())).json).id;
  const plan = PLAN_REQUEST;

  /** A request of `user`'s. */
  const mine = (params?: Params, body?: unknown): Mutation => ({ browser: user, params, body });

  const CASES = {
    flexibleSearch: { writes: false, arrange: async () => mine({}, {}) },
    register: {
      writes: true,
      arrange: async () => {
        const username = `joiner_${(serial += 1)}`;
        const body = { username, email: `${username}@example.com`, password: PASSWORD };
        return { browser: await newSession(), body };
      },
    },
    login: {
      writes: true,
      arrange: async () => ({ browser: await newSession(), body: { username: USERNAME, password: PASSWORD } }),
    },
    logout: { writes: true, arrange: async () => ({ browser: await newSession() }) },
    changePassword: {
      writes: true,
      // It ends every session of the account, `user`'s too: so an account of its own.
      arrange: async () => {
        const browser = new TestBrowser(server.url);
        await browser.signUp(`mover_${(serial += 1)}`, PASSWORD);
        return { browser, body: { currentPassword: PASSWORD, newPassword: 'another2027' } };
      },
    },
    updateUser: { writes: true, arrange: async () => mine({ id: userId }, { firstName: `Casey ${(serial += 1)}` }) },
    createSavedSearch: {
      writes: true,
      arrange: async () => mine({}, { name: 'Rome', origin: 'JFK', destination: 'FCO' }),
    },
    runSavedSearch: { writes: true, arrange: async () => mine({ id: await search() }) },
    deleteSavedSearch: { writes: true, arrange: async () => mine({ id: await search() }) },
    createPriceAlert: { writes: true, arrange: async () => mine({}, alertBody()) },
    updatePriceAlert: { writes: true, arrange: async () => mine({ id: await alert() }, { isActive: false }) },
    deletePriceAlert: { writes: true, arrange: async () => mine({ id: await alert() }) },
    smartQuery: {
      writes: false,
      arrange: async () => mine({}, { query: 'When should I fly from New York to Paris?' }),
    },
    createTrip: { writes: true, arrange: async () => mine({}, WIZARD_PAYLOAD) },
    updateTrip: { writes: true, arrange: async () => mine(await trip(), { title: 'Renamed' }) },
    deleteTrip: { writes: true, arrange: async () => mine(await trip()) },
    createTripItem: { writes: true, arrange: async () => mine(await trip(), ITEM) },
    updateTripItem: { writes: true, arrange: async () => mine(await trip(), { isBooked: true }) },
    deleteTripItem: { writes: true, arrange: async () => mine(await trip()) },
    createTripExpense: { writes: true, arrange: async () => mine(await trip(), EXPENSE) },
    deleteTripExpense: { writes: true, arrange: async () => mine(await trip()) },
    shareTrip: { writes: true, arrange: async () => mine(await trip()) },
    unshareTrip: { writes: true, arrange: async () => mine(await trip(true)) },
    tripPlan: { writes: false, arrange: async () => mine({}, plan) },
    regenerateTripDay: {
      writes: false,
      arrange: async () => {
        const { days } = TripPlanResponse.parse((await user.post('/api/trip-planner/itinerary', plan)).json);
        return mine({}, { request: plan, days, date: '2026-05-05' });
      },
    },
    contact: {
      writes: true,
      arrange: async () =>
        mine(
          {},
          {
            name: 'Casey',
            email: 'casey@example.com',
            subject: 'A refund',
            category: 'Cancellation & Refunds',
            message: 'My flight was cancelled; how do I get my fare back?',
          },
        ),
    },
    newsletter: {
      writes: true,
      arrange: async () => mine({}, { email: `reader_${(serial += 1)}@example.com` }),
    },
  } satisfies Record<MutationName, MutationCase>;

  /** Sends `mutation` with `headers` over the browser's own (its Origin is the server's unless overridden). */
  const send = ({ browser, params, body }: Mutation, name: MutationName, headers: Record<string, string> = {}) => {
    const { method, path } = endpoints[name];
    return browser.request(method, buildPath(path, params), body, headers);
  };

  /** Sends `mutation` as a non-browser client does: the session cookie, and no Origin header at all. */
  const sendWithoutOrigin = async ({ browser, params, body }: Mutation, name: MutationName) => {
    const { method, path } = endpoints[name];
    const response = await fetch(`${server.url}${buildPath(path, params)}`, {
      method,
      headers: {
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(browser.cookie && { Cookie: browser.cookie }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: JSON.parse(text) as unknown };
  };

  const served = (answer: { status: number; text: string; json: unknown }) => {
    expect((answer.json as { code?: string }).code, answer.text).not.toBe('foreign_origin');
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
    expect(answer.status, answer.text).toBeLessThan(300);
  };

  it('has a request for every mutation endpoint of the table, and only those', () => {
    expect(MUTATIONS.length).toBeGreaterThan(20);
    expect(Object.keys(CASES).sort()).toEqual([...MUTATIONS].sort());
  });

  it.each(MUTATIONS)('%s from a foreign origin: 403 foreign_origin, and nothing written', async (name) => {
    const mutation = await CASES[name].arrange();
    const before = await snapshot();
    const answer = await send(mutation, name, { Origin: EVIL });
    expect(answer.status, answer.text).toBe(403);
    expect(answer.json).toEqual({ message: `Requests from ${EVIL} are not allowed`, code: 'foreign_origin' });
    expect(await snapshot()).toEqual(before);
  });

  // Served, and written: so the refusal above is the guard's doing, not a request that would have failed anyway.
  it.each(MUTATIONS)('%s from the server’s own origin: served', async (name) => {
    const mutation = await CASES[name].arrange();
    const before = await snapshot();
    served(await send(mutation, name));
    const after = await snapshot();
    if (CASES[name].writes) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });

  it.each(MUTATIONS)('%s without an Origin header (a non-browser client): served', async (name) => {
    const mutation = await CASES[name].arrange();
    served(await sendWithoutOrigin(mutation, name));
  });

  it('serves a mutation from an origin of ALLOWED_ORIGINS', async () => {
    const answer = await user.post(
      '/api/saved-searches',
      { name: 'From the dev server', origin: 'JFK', destination: 'AMS' },
      { Origin: DEV_SERVER },
    );
    expect(answer.status, answer.text).toBe(201);
    expect(SavedSearch.parse(answer.json).name).toBe('From the dev server');
  });

  it.each([
    ['an opaque origin (sandboxed frame, data: URL)', () => 'null'],
    ['the allowed origin’s name as a subdomain', () => `${DEV_SERVER}.evil.example`],
    ['the allowed origin over another scheme', () => DEV_SERVER.replace('http:', 'https:')],
    ['the allowed host on another port', () => 'http://localhost:5174'],
    ['the server’s own origin over another scheme', () => server.url.replace('http:', 'https:')],
  ])('refuses %s', async (_, origin) => {
    const before = await snapshot();
    const answer = await user.post(
      '/api/saved-searches',
      { name: 'x', origin: 'JFK', destination: 'AMS' },
      {
        Origin: origin(),
      },
    );
    expect(answer.status, answer.text).toBe(403);
    expect((answer.json as { code: string }).code).toBe('foreign_origin');
    expect(await snapshot()).toEqual(before);
  });
});
