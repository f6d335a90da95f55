import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  AiRecommendationList,
  buildPath,
  endpoints,
  Expense,
  ItineraryItem,
  PriceAlert,
  SavedSearch,
  SessionResponse,
  Trip,
  TripDetail,
  TripShare,
  User,
  type Endpoint,
  type EndpointName,
} from '@farewise/contracts';
import { savedSearches, trips, users } from '../db/schema';
import { TestBrowser, type Answer } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';
import { EXPENSE, ITEM, WIZARD_PAYLOAD } from '../testing/trips';

/**
 * The access-control matrix (IDOR): every user-scoped endpoint of the contracts table, asked about a resource of
 * the owner's by a visitor who is signed out, by another signed-in user, and by the owner.
 *
 * The policy is the services' (see `requireSelf` in `domain/access.ts`, `TripService`, `SavedSearchService`,
 * `PriceAlertService`): signed out is 401 `not_signed_in`; another user's id in `/api/users/{id}…`,
 * `/api/ai/recommendations/{userId}` or a trip is 403 `forbidden`; another user's saved search or price alert, and
 * an item or expense that is not on the trip named, is 404 `not_found`. A refused request changes nothing of the
 * owner's, which each row reads back as the owner.
 */

/** Who sends a row's request. */
type Actor = 'anonymous' | 'other' | 'owner';
const ACTORS: readonly Actor[] = ['anonymous', 'other', 'owner'];

/** What an actor gets: a success status, or a refusal with the code of its JSON error. */
type Outcome = { status: 200 | 201 } | { status: 401 | 403 | 404; code: string };

const OK = { status: 200 } as const;
const CREATED = { status: 201 } as const;
const SIGNED_OUT = { status: 401, code: 'not_signed_in' } as const;
const FORBIDDEN = { status: 403, code: 'forbidden' } as const;
const NOT_FOUND = { status: 404, code: 'not_found' } as const;

type Params = Record<string, string | number>;

/** A row's request, arranged over a fresh resource of the owner's. */
interface Target {
  /** The path parameters each actor sends: the owner's ids, unless a row hands the other user its own. */
  params: (actor: Actor) => Params;
  body?: unknown;
  /** The owner's data the request could read or change, read back as the owner. */
  state: () => Promise<unknown>;
  /**
   * Checks a successful answer. Required of every row that serves someone other than the owner: it says what that
   * answer may hold (their own data, never the owner's).
   */
  seen?: (answer: Answer, actor: Actor) => void;
}

/** One endpoint (or one case of it) with what each actor gets. */
interface Row {
  endpoint: EndpointName;
  /** The case, when an endpoint has more than one row. */
  variant?: string;
  arrange: () => Promise<Target>;
  /** Signed out: 401 `not_signed_in` unless given. */
  anonymous?: Outcome;
  other: Outcome;
  owner: Outcome;
}

/** What the rows' requests run against: the server and the three actors. */
interface World {
  server: TestServer;
  browsers: Record<Actor, TestBrowser>;
  owner: User;
  other: User;
}

/** In every name the owner gives a record, so an answer to anyone else can be searched for it. */
const SECRET = 'ada_secret';
const PASSWORD = 'voyage2026';
/** A time long before the suites' clock: a backdated record shows any write, even one that only stamps it. */
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

/**
 * The matrix, over `world` (read only once the tests run, so the rows can be listed before any server starts).
 */
function matrix(world: () => World): Row[] {
  const owner = () => world().browsers.owner;
  const ownerId = () => world().owner.id;
  const read = async (pathname: string) => {
    const answer = await owner().get(pathname);
    return { status: answer.status, json: answer.json as unknown };
  };
  const tripState = (id: string) => () => read(`/api/trips/${id}`);
  const profileState = () => read(`/api/users/${ownerId()}`);
  const searchesState = () => read(`/api/users/${ownerId()}/saved-searches`);
  const alertsState = () => read(`/api/users/${ownerId()}/price-alerts`);
  const tripsState = () => read('/api/trips');

  /** A trip of the owner's with one item and one expense, backdated; shared when asked. */
  const ownerTrip = async ({ shared = false, clientId }: { shared?: boolean; clientId?: string } = {}) => {
    const created = await owner().post('/api/trips', { ...WIZARD_PAYLOAD, title: `${SECRET} trip`, clientId });
    expect(created.status, created.text).toBe(201);
    const { id } = TripDetail.parse(created.json);
    const item = ItineraryItem.parse((await owner().post(`/api/trips/${id}/items`, ITEM)).json);
    const expense = Expense.parse((await owner().post(`/api/trips/${id}/expenses`, EXPENSE)).json);
    const token = shared ? TripShare.parse((await owner().post(`/api/trips/${id}/share`)).json).token : '';
    await world().server.database.db.update(trips).set({ updatedAt: LONG_AGO }).where(eq(trips.id, id));
    return { id, itemId: item.id, expenseId: expense.id, token };
  };

  /** The other user's own trip, made once: rows send its id with the owner's item or expense ids. */
  let otherTrip: Promise<string> | undefined;
  const otherTripId = () =>
    (otherTrip ??= world()
      .browsers.other.post('/api/trips', WIZARD_PAYLOAD)
      .then((answer) => TripDetail.parse(answer.json).id));

  /** A saved search of the owner's, backdated so that running it shows. */
  const ownerSearch = async () => {
    const answer = await owner().post('/api/saved-searches', {
      name: `${SECRET} search`,
      origin: 'JFK',
      destination: 'CDG',
    });
    const { id } = SavedSearch.parse(answer.json);
    await world()
      .server.database.db.update(savedSearches)
      .set({ lastSearched: LONG_AGO })
      .where(eq(savedSearches.id, id));
    return id;
  };

  /** A price alert of the owner's; each a new one (alerts with the same terms are one alert). */
  let alertPrice = 400;
  const alertBody = () => ({ origin: 'JFK', destination: 'CDG', targetPrice: (alertPrice += 1) });
  const ownerAlert = async (body = alertBody()) => {
    const answer = await owner().post('/api/price-alerts', body);
    expect(answer.status, answer.text).toBe(201);
    return PriceAlert.parse(answer.json).id;
  };

  const same = (params: Params) => () => params;

  /** The trip rows: 403 for another user's trip (its ids are random UUIDs, see `TripService`). */
  const tripRow = (endpoint: EndpointName, owned: Outcome, body?: unknown, shared = false): Row => ({
    endpoint,
    other: FORBIDDEN,
    owner: owned,
    arrange: async () => {
      const trip = await ownerTrip({ shared });
      return { params: same(trip), body, state: tripState(trip.id) };
    },
  });

  /**
   * An item or expense of the owner's asked for through the other user's own trip: it is not on that trip, so
   * 404, and nothing of the owner's changes (the repository scopes every child write to the trip named).
   */
  const childViaOwnTrip = (endpoint: EndpointName, child: 'item' | 'expense', body?: unknown): Row => ({
    endpoint,
    variant: `the owner's ${child} via the other user's own trip`,
    other: NOT_FOUND,
    owner: OK,
    arrange: async () => {
      const trip = await ownerTrip();
      const theirs = await otherTripId();
      return {
        params: (actor) => ({ ...trip, ...(actor === 'other' && { id: theirs }) }),
        body,
        state: tripState(trip.id),
      };
    },
  });

  /** A `/api/users/{id}…` row: 403 for another user's id (see `requireSelf`). */
  const userRow = (
    endpoint: EndpointName,
    variant: string | undefined,
    body?: unknown,
    before?: () => Promise<void>,
  ): Row => ({
    endpoint,
    variant,
    other: FORBIDDEN,
    owner: OK,
    arrange: async () => {
      await before?.();
      return { params: () => ({ id: ownerId() }), body, state: profileState };
    },
  });

  return [
    // Trips: 403 for another user's trip.
    tripRow('trip', OK),
    tripRow('updateTrip', OK, { title: 'Renamed by someone else', status: 'booked' }),
    tripRow('deleteTrip', OK),
    tripRow('createTripItem', CREATED, ITEM),
    tripRow('updateTripItem', OK, { title: 'Moved by someone else', isBooked: true }),
    childViaOwnTrip('updateTripItem', 'item', { title: 'Moved by someone else', isBooked: true }),
    tripRow('deleteTripItem', OK),
    childViaOwnTrip('deleteTripItem', 'item'),
    tripRow('createTripExpense', CREATED, EXPENSE),
    tripRow('deleteTripExpense', OK),
    childViaOwnTrip('deleteTripExpense', 'expense'),
    tripRow('shareTrip', CREATED),
    tripRow('unshareTrip', OK, undefined, true),
    {
      endpoint: 'trips',
      other: OK,
      owner: OK,
      arrange: async () => {
        const { id } = await ownerTrip();
        return {
          params: same({}),
          state: tripsState,
          seen: (answer, actor) => {
            const ids = z
              .array(Trip)
              .parse(answer.json)
              .map((trip) => trip.id);
            if (actor === 'owner') expect(ids).toContain(id);
            else expect(ids).not.toContain(id);
          },
        };
      },
    },
    {
      endpoint: 'createTrip',
      variant: "with the owner's client id",
      other: CREATED,
      owner: OK,
      arrange: async () => {
        // The client id makes creation idempotent per user: another user sending it gets a trip of their own.
        const clientId = randomUUID();
        const { id } = await ownerTrip({ clientId });
        return {
          params: same({}),
          body: { ...WIZARD_PAYLOAD, clientId },
          state: tripsState,
          seen: (answer, actor) => {
            const trip = TripDetail.parse(answer.json);
            if (actor === 'owner') expect(trip.id).toBe(id);
            else {
              expect(trip.id).not.toBe(id);
              expect(answer.text).not.toContain(SECRET);
            }
          },
        };
      },
    },
    {
      // A share link is public by design: anyone who holds the token sees the trip, read-only.
      endpoint: 'sharedTrip',
      variant: 'a live link',
      anonymous: OK,
      other: OK,
      owner: OK,
      arrange: async () => {
        const trip = await ownerTrip({ shared: true });
        return {
          params: same({ token: trip.token }),
          state: tripState(trip.id),
          seen: (answer) => {
            const shown = TripDetail.parse(answer.json);
            expect(shown.id).toBe(trip.id);
            // The viewer gets the trip, not the owner's control of the link.
            expect(shown.shareToken).toBeNull();
          },
        };
      },
    },
    {
      endpoint: 'sharedTrip',
      variant: 'a revoked link',
      anonymous: { status: 404, code: 'share_not_found' },
      other: { status: 404, code: 'share_not_found' },
      owner: { status: 404, code: 'share_not_found' },
      arrange: async () => {
        const trip = await ownerTrip({ shared: true });
        expect((await owner().delete(`/api/trips/${trip.id}/share`)).status).toBe(200);
        return { params: same({ token: trip.token }), state: tripState(trip.id) };
      },
    },

    // The profile, and the saved recommendations: a destination card is saved into the profile's favourite
    // destinations (a route card becomes a saved search, below), so saving and removing one is this PATCH.
    userRow('getUser', undefined),
    userRow('updateUser', 'names', { firstName: 'Mallory', lastName: 'Someone-else' }),
    userRow('updateUser', 'save a recommended destination', { preferences: { favoriteDestinations: ['Reykjavik'] } }),
    userRow(
      'updateUser',
      'remove the saved recommendations',
      { preferences: { favoriteDestinations: [] } },
      async () => {
        const saved = await owner().patch(`/api/users/${ownerId()}`, {
          preferences: { favoriteDestinations: ['Kyoto', 'Lisbon'] },
        });
        expect(saved.status, saved.text).toBe(200);
      },
    ),
    {
      endpoint: 'me',
      other: OK,
      owner: OK,
      arrange: async () => ({
        params: same({}),
        state: profileState,
        seen: (answer, actor) =>
          expect(User.parse(answer.json).id).toBe(world()[actor === 'owner' ? 'owner' : 'other'].id),
      }),
    },
    {
      // No id to point elsewhere: it changes the password of the session's own account, whoever sends it.
      endpoint: 'changePassword',
      other: OK,
      owner: OK,
      arrange: async () => ({
        params: same({}),
        body: { currentPassword: PASSWORD, newPassword: 'changed2027' },
        // The owner's password hash, and (through the profile read) that the owner is still signed in.
        state: async () => {
          const [row] = await world()
            .server.database.db.select({ hash: users.passwordHash })
            .from(users)
            .where(eq(users.id, ownerId()));
          return { profile: await profileState(), hash: row?.hash };
        },
        seen: (answer, actor) =>
          expect(User.parse(answer.json).id).toBe(world()[actor === 'owner' ? 'owner' : 'other'].id),
      }),
    },
    {
      endpoint: 'session',
      // The app's session check: 200 for a visitor too, so the browser logs no failed request.
      anonymous: OK,
      other: OK,
      owner: OK,
      arrange: async () => ({
        params: same({}),
        state: profileState,
        seen: (answer, actor) => {
          const { user } = SessionResponse.parse(answer.json);
          if (actor === 'anonymous') expect(user).toBeNull();
          else expect(user?.id).toBe(world()[actor].id);
        },
      }),
    },

    // Saved searches: the list is a /api/users/{id} route (403); another user's search is a 404.
    {
      endpoint: 'savedSearches',
      other: FORBIDDEN,
      owner: OK,
      arrange: async () => {
        await ownerSearch();
        return { params: () => ({ id: ownerId() }), state: searchesState };
      },
    },
    {
      endpoint: 'createSavedSearch',
      other: CREATED,
      owner: CREATED,
      arrange: async () => ({
        params: same({}),
        body: { name: 'Paris in spring', origin: 'JFK', destination: 'CDG' },
        state: searchesState,
        seen: (answer) => expect(SavedSearch.parse(answer.json).name).toBe('Paris in spring'),
      }),
    },
    ...(['runSavedSearch', 'deleteSavedSearch'] as const).map((endpoint): Row => ({
      endpoint,
      other: NOT_FOUND,
      owner: OK,
      arrange: async () => {
        const id = await ownerSearch();
        return { params: same({ id }), state: searchesState };
      },
    })),

    // Price alerts: the list is a /api/users/{id} route (403); another user's alert is a 404.
    {
      endpoint: 'priceAlerts',
      other: FORBIDDEN,
      owner: OK,
      arrange: async () => {
        await ownerAlert();
        return { params: () => ({ id: ownerId() }), state: alertsState };
      },
    },
    {
      endpoint: 'createPriceAlert',
      variant: "the owner's very alert",
      // Creation is idempotent per user: the owner gets the alert they have (200), anyone else a new one of theirs.
      other: CREATED,
      owner: OK,
      arrange: async () => {
        const body = alertBody();
        const id = await ownerAlert(body);
        return {
          params: same({}),
          body,
          state: alertsState,
          seen: (answer, actor) => {
            if (actor === 'owner') expect(PriceAlert.parse(answer.json).id).toBe(id);
            else expect(PriceAlert.parse(answer.json).id).not.toBe(id);
          },
        };
      },
    },
    ...(
      [
        ['updatePriceAlert', { isActive: false, targetPrice: 1, notifications: { email: false } }],
        ['deletePriceAlert', undefined],
      ] as const
    ).map(([endpoint, body]): Row => ({
      endpoint,
      other: NOT_FOUND,
      owner: OK,
      arrange: async () => {
        const id = await ownerAlert();
        return { params: same({ id }), body, state: alertsState };
      },
    })),

    // AI recommendations, built from the user's saved searches, alerts and profile: 403 for another user's id.
    {
      endpoint: 'aiRecommendations',
      other: FORBIDDEN,
      owner: OK,
      arrange: async () => {
        await ownerSearch();
        return { params: () => ({ userId: ownerId() }), state: searchesState };
      },
    },
    {
      endpoint: 'aiRecommendations',
      variant: 'guest',
      // The general cards, for everyone: nothing of any account goes into them.
      anonymous: OK,
      other: OK,
      owner: OK,
      arrange: async () => ({
        params: same({ userId: 'guest' }),
        state: profileState,
        seen: (answer) => {
          AiRecommendationList.parse(answer.json);
          expect(answer.text).not.toContain(SECRET);
        },
      }),
    },
  ];
}

/**
 * The endpoints outside the matrix, each with why no user's data is behind it. A new endpoint must join the matrix
 * or this list (see the completeness checks).
 */
const PUBLIC = {
  status: 'service status: versions and data sources, nothing of any account',
  health: 'liveness probe',
  ready: 'readiness probe',
  airportSearch: 'the airport catalogue',
  flightSearch: 'public fares; the search is not stored per user',
  priceHistory: 'public fare history of a route',
  priceCalendar: 'public fares by day',
  priceGrid: 'public fares by departure and return day',
  flexibleSearch: 'public fares; computed from the request, stored nowhere per user (a POST only for its body)',
  destinations: 'the destination catalogue',
  airportMap: 'a generated map image of an airport',
  questionnaire: 'destination suggestions computed from the answers sent',
  hotelSearch: 'public hotel offers',
  register: 'open to visitors; answers only the account it creates (conflicts: routes/auth.test.ts)',
  login: 'open to visitors; answers only the account whose password was given (routes/auth.test.ts)',
  logout: "ends only the session of the cookie it carries; signed out it ends nothing (no id to point at another's)",
  smartQuery: 'answered from the question and the profile the client sends; reads and stores nothing of any account',
  tripPlan: 'a plan computed from the request; nothing stored',
  regenerateTripDay: 'a plan computed from the request; nothing stored',
  contact: 'open to visitors by design; stores the message and answers nothing of anyone',
  newsletter: 'open to visitors by design; answers `{ ok: true }` whether or not the address was known',
} as const satisfies Partial<Record<EndpointName, string>>;

/** A path parameter naming a record or a user: `:id`, `:userId`, `:itemId`, `:expenseId`… */
const ID_PARAM = /:(id|\w+Id)(\/|$)/;
/** The records that belong to one user: an endpoint answering them lists, creates or reads per-user data. */
const USER_RECORDS = new Set<z.ZodMiniType>([
  User,
  SessionResponse,
  Trip,
  TripDetail,
  ItineraryItem,
  Expense,
  TripShare,
  SavedSearch,
  PriceAlert,
]);
const answersUserRecords = ({ response }: Endpoint) =>
  USER_RECORDS.has(response instanceof z.ZodMiniArray ? (response.def.element as z.ZodMiniType) : response);
/** The endpoints that answer a user record and still stay out of the matrix: each answers only its own account. */
const SIGN_IN: readonly EndpointName[] = ['login', 'register'];

const names = Object.keys(endpoints) as EndpointName[];
const inMatrix = new Set(
  matrix(() => {
    throw new Error('Rows are only listed here');
  }).map((row) => row.endpoint),
);

describe('the access-control matrix covers the contracts endpoint table', () => {
  it('lists every endpoint either in the matrix or as public with a reason, never both', () => {
    const isPublic = (name: EndpointName) => name in PUBLIC;
    expect(names.filter((name) => !inMatrix.has(name) && !isPublic(name))).toEqual([]);
    expect(names.filter((name) => inMatrix.has(name) && isPublic(name))).toEqual([]);
    expect(Object.values(PUBLIC).filter((reason: string) => reason.trim().length < 10)).toEqual([]);
  });

  it('has a row for every endpoint with a user or record id in its path', () => {
    const scoped = names.filter((name) => ID_PARAM.test(endpoints[name].path));
    expect(scoped.length).toBeGreaterThan(10);
    expect(scoped.filter((name) => !inMatrix.has(name))).toEqual([]);
  });

  it('has a row for every endpoint that lists, creates or reads per-user records, but the sign-in ones', () => {
    const scoped = names.filter((name) => answersUserRecords(endpoints[name]));
    expect(scoped).toEqual(expect.arrayContaining(['trips', 'createTrip', 'createSavedSearch', 'me', 'sharedTrip']));
    expect(scoped.filter((name) => !inMatrix.has(name)).sort()).toEqual([...SIGN_IN].sort());
  });
});

describe.each(testDatabases())('the access-control matrix over $name', (db) => {
  let world: World | undefined;
  const rows = matrix(() => world!);
  const targets = new Map<Row, Promise<Target>>();
  /** Each row's resource, arranged by its first test and shared by the three (the owner's comes last). */
  const targetOf = (row: Row) => {
    if (!targets.has(row)) targets.set(row, row.arrange());
    return targets.get(row)!;
  };

  beforeAll(async () => {
    // Rate limits are not under test here, and the suite sends more than a visitor would.
    const server = await startTestServer(db, {
      RATE_LIMIT_REGISTER: '1000/60',
      RATE_LIMIT_SHARE_LINKS: '1000/60',
    });
    const browsers = {
      anonymous: new TestBrowser(server.url),
      other: new TestBrowser(server.url),
      owner: new TestBrowser(server.url),
    };
    const owner = await browsers.owner.signUp(SECRET, PASSWORD);
    const other = await browsers.other.signUp('eve', PASSWORD);
    world = { server, browsers, owner, other };
  });
  afterAll(() => world?.server.close());

  const cases = rows.flatMap((row) =>
    ACTORS.map((actor) => {
      const expected = actor === 'anonymous' ? (row.anonymous ?? SIGNED_OUT) : row[actor];
      const answer = 'code' in expected ? `${expected.status} ${expected.code}` : `${expected.status}`;
      const title = `${row.endpoint}${row.variant ? ` (${row.variant})` : ''} as ${actor} → ${answer}`;
      return { title, row, actor, expected };
    }),
  );

  it.each(cases)('$title', async ({ row, actor, expected }) => {
    const { browsers } = world!;
    const target = await targetOf(row);
    // The owner's own request may change their data (it comes last); anyone else's may not.
    const before = actor === 'owner' ? undefined : await target.state();
    const { method, path } = endpoints[row.endpoint];
    const answer = await browsers[actor].request(method, buildPath(path, target.params(actor)), target.body);

    expect(answer.status, answer.text).toBe(expected.status);
    if ('code' in expected) {
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.json).toEqual({ message: expect.any(String), code: expected.code });
      // The refusal tells nothing of what it guards.
      expect(answer.text).not.toContain(SECRET);
    } else {
      const parsed = endpoints[row.endpoint].response.safeParse(answer.json);
      expect(parsed.success, answer.text).toBe(true);
      if (actor !== 'owner') expect(target.seen, 'a row that serves a non-owner checks what it shows').toBeDefined();
      target.seen?.(answer, actor);
    }
    if (actor !== 'owner') expect(await target.state()).toEqual(before);
  });
});
