import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildPath,
  endpoints,
  ErrorBody,
  Expense,
  ItineraryItem,
  Trip,
  TripDetail,
  TripShare,
  type EndpointName,
} from '@farewise/contracts';
import { tripExpenses, tripItems, trips } from '../db/schema';
import { TestBrowser, type Answer } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/testServer';
import { EXPENSE, ITEM, WIZARD_PAYLOAD, WIZARD_TRIP } from '../testing/trips';

/** A trip of the owner's with one item and one expense. */
interface Fixture {
  id: string;
  itemId: string;
  expenseId: string;
}

const LONG_AGO = new Date('2020-01-01T00:00:00Z');

describe.each(testDatabases())('trips over $name', (db) => {
  let server: TestServer;
  let ada: TestBrowser;
  let eve: TestBrowser;
  let anonymous: TestBrowser;
  beforeAll(async () => {
    server = await startTestServer(db);
    ada = new TestBrowser(server.url);
    await ada.signUp('ada');
    eve = new TestBrowser(server.url);
    await eve.signUp('eve');
    anonymous = new TestBrowser(server.url);
  });
  afterAll(() => server.close());

  const call = (browser: TestBrowser, name: EndpointName, params: Record<string, string> = {}, body?: unknown) =>
    browser.request(endpoints[name].method, buildPath(endpoints[name].path, params), body);

  const createTrip = async (browser: TestBrowser, body: object = WIZARD_PAYLOAD) => {
    const answer = await browser.post('/api/trips', body);
    expect(answer.status, answer.text).toBe(201);
    return TripDetail.parse(answer.json);
  };

  const fixture = async (browser = ada): Promise<Fixture> => {
    const { id } = await createTrip(browser);
    const item = ItineraryItem.parse((await browser.post(`/api/trips/${id}/items`, ITEM)).json);
    const expense = Expense.parse((await browser.post(`/api/trips/${id}/expenses`, EXPENSE)).json);
    return { id, itemId: item.id, expenseId: expense.id };
  };

  const tripOf = async (browser: TestBrowser, id: string) =>
    TripDetail.parse((await browser.get(`/api/trips/${id}`)).json);

  /** The first issue's field of a 400, after checking it is one. */
  const fieldOf = (answer: Answer) => {
    expect(answer.status, answer.text).toBe(400);
    return ErrorBody.parse(answer.json).issues?.[0]?.path.join('.');
  };

  const backdate = (id: string) =>
    server.database.db.update(trips).set({ updatedAt: LONG_AGO }).where(eq(trips.id, id));

  it('creates a planning trip from the wizard payload', async () => {
    const trip = await createTrip(ada);
    expect(trip).toEqual({
      ...WIZARD_TRIP,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      items: [],
      expenses: [],
      shareToken: null,
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
    });
    expect(await tripOf(ada, trip.id)).toEqual(trip);
  });

  it("lists the user's own trips, the soonest start first", async () => {
    const lister = new TestBrowser(server.url);
    await lister.signUp('lister');
    const later = await createTrip(lister, {
      ...WIZARD_PAYLOAD,
      title: 'Later',
      startDate: '2026-09-01T00:00:00Z',
      endDate: '2026-09-03T00:00:00Z',
    });
    const sooner = await createTrip(lister, { ...WIZARD_PAYLOAD, title: 'Sooner' });
    await createTrip(eve);
    const listed = z.array(Trip).parse((await lister.get('/api/trips')).json);
    expect(listed.map((trip) => trip.id)).toEqual([sooner.id, later.id]);
    expect(listed[0]).toEqual(Trip.parse(sooner));
  });

  it.each<[EndpointName, unknown, number]>([
    ['trip', undefined, 200],
    ['updateTrip', { title: 'Renamed' }, 200],
    ['deleteTrip', undefined, 200],
    ['createTripItem', ITEM, 201],
    ['updateTripItem', { isBooked: true }, 200],
    ['deleteTripItem', undefined, 200],
    ['createTripExpense', EXPENSE, 201],
    ['deleteTripExpense', undefined, 200],
    ['shareTrip', undefined, 201],
    ['unshareTrip', undefined, 200],
  ])('%s: 401 signed out, 403 for another user (changing nothing), %i for the owner', async (name, body, status) => {
    const trip = await fixture();
    const params = { ...trip };
    await backdate(trip.id);
    const before = await tripOf(ada, trip.id);
    const signedOut = await call(anonymous, name, params, body);
    expect(signedOut.status, signedOut.text).toBe(401);
    expect(ErrorBody.parse(signedOut.json).code).toBe('not_signed_in');
    const other = await call(eve, name, params, body);
    expect(other.status, other.text).toBe(403);
    expect(ErrorBody.parse(other.json).code).toBe('forbidden');
    expect(await tripOf(ada, trip.id)).toEqual(before);
    const owner = await call(ada, name, params, body);
    expect(owner.status, owner.text).toBe(status);
    expect(endpoints[name].response.safeParse(owner.json).success).toBe(true);
  });

  it('answers 401 to a signed-out list or create, and 404 to an unknown trip', async () => {
    expect((await anonymous.get('/api/trips')).status).toBe(401);
    const create = await anonymous.post('/api/trips', WIZARD_PAYLOAD);
    expect(create.status).toBe(401);
    expect(ErrorBody.parse(create.json).message).toBe('Sign in to save trips');
    const unknown = { id: randomUUID(), itemId: randomUUID(), expenseId: randomUUID() };
    for (const name of ['trip', 'deleteTrip', 'createTripItem', 'deleteTripItem', 'shareTrip'] as const) {
      const answer = await call(ada, name, unknown, name === 'createTripItem' ? ITEM : undefined);
      expect(answer.status, name).toBe(404);
    }
    expect((await anonymous.get(`/api/trips/${unknown.id}`)).status).toBe(401);
  });

  it.each<[string, EndpointName, unknown, string]>([
    ['no title', 'createTrip', { ...WIZARD_PAYLOAD, title: '' }, 'title'],
    ['an end before the start', 'createTrip', { ...WIZARD_PAYLOAD, endDate: '2026-05-30T00:00:00Z' }, 'endDate'],
    ['a client id that is no UUID', 'createTrip', { ...WIZARD_PAYLOAD, clientId: 'local-1' }, 'clientId'],
    ['a budget over $10,000,000', 'createTrip', { ...WIZARD_PAYLOAD, totalBudget: 20_000_000 }, 'totalBudget'],
    [
      'no activity',
      'createTrip',
      { ...WIZARD_PAYLOAD, preferences: { ...WIZARD_PAYLOAD.preferences, activityTypes: [] } },
      'preferences.activityTypes',
    ],
    ['names for 3 of 2 travellers', 'updateTrip', { travellerNames: ['A', 'B', 'C'] }, 'travellerNames'],
    ['a repeated name', 'updateTrip', { travellerNames: ['A', 'A'] }, 'travellerNames'],
    ['renaming a traveller who paid', 'updateTrip', { travellerNames: ['Ann', 'Traveler 2'] }, 'travellerNames'],
    ['a cut dropping one who shares an expense', 'updateTrip', { travelers: 1 }, 'travelers'],
    ['an end before the stored start', 'updateTrip', { endDate: '2026-05-31' }, 'endDate'],
    ['a start after the stored end', 'updateTrip', { startDate: '2026-06-09' }, 'endDate'],
    ['dates leaving an item out', 'updateTrip', { endDate: '2026-06-02' }, 'endDate'],
    ['an unknown status', 'updateTrip', { status: 'dreaming' }, 'status'],
    [
      'a document twice',
      'updateTrip',
      {
        documents: [
          { kind: 'visa', done: true, note: '' },
          { kind: 'visa', done: false, note: '' },
        ],
      },
      'documents',
    ],
    ['an item before the trip', 'createTripItem', { ...ITEM, date: '2026-05-31' }, 'date'],
    ['an item time of 25:00', 'createTripItem', { ...ITEM, time: '25:00' }, 'time'],
    ['an item without a title', 'createTripItem', { ...ITEM, title: ' ' }, 'title'],
    ['an item moved after the trip', 'updateTripItem', { date: '2026-06-09' }, 'date'],
    ['a negative cost', 'updateTripItem', { cost: -1 }, 'cost'],
    ['an amount of a tenth of a cent', 'createTripExpense', { ...EXPENSE, amount: 1.001 }, 'amount'],
    ['an expense paid by a non-traveller', 'createTripExpense', { ...EXPENSE, paidBy: 'Eve' }, 'paidBy'],
    [
      'an expense shared with a non-traveller',
      'createTripExpense',
      { ...EXPENSE, splitBetween: ['You', 'Eve'] },
      'splitBetween',
    ],
    ['an expense shared with nobody', 'createTripExpense', { ...EXPENSE, splitBetween: [] }, 'splitBetween'],
  ])('400 for %s (%s), naming %s, and nothing written', async (_, name, body, field) => {
    const trip = await fixture();
    await backdate(trip.id);
    const before = { trip: await tripOf(ada, trip.id), list: (await ada.get('/api/trips')).json };
    expect(fieldOf(await call(ada, name, { ...trip }, body))).toBe(field);
    expect({ trip: await tripOf(ada, trip.id), list: (await ada.get('/api/trips')).json }).toEqual(before);
  });

  it.each<[EndpointName, Record<string, string>, string]>([
    ['trip', { id: '42' }, 'id'],
    ['deleteTripItem', { id: randomUUID(), itemId: 'first' }, 'itemId'],
    ['deleteTripExpense', { id: randomUUID(), expenseId: 'x' }, 'expenseId'],
    ['sharedTrip', { token: 'short' }, 'token'],
  ])('400 for a malformed %s parameter, naming it', async (name, params, field) => {
    expect(fieldOf(await call(ada, name, params))).toBe(field);
  });

  it('stores a trip once per client id, even for two imports at once; 200 with it the second time', async () => {
    const importer = new TestBrowser(server.url);
    await importer.signUp('importer');
    const local = { ...WIZARD_PAYLOAD, clientId: randomUUID() };
    const first = await importer.post('/api/trips', local);
    expect(first.status).toBe(201);
    const again = await importer.post('/api/trips', { ...local, title: 'Edited offline' });
    expect(again.status).toBe(200);
    expect(TripDetail.parse(again.json)).toEqual(TripDetail.parse(first.json));

    const racing = { ...WIZARD_PAYLOAD, clientId: randomUUID() };
    const raced = await Promise.all([importer.post('/api/trips', racing), importer.post('/api/trips', racing)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(TripDetail.parse(raced[0]!.json).id).toBe(TripDetail.parse(raced[1]!.json).id);
    expect(z.array(Trip).parse((await importer.get('/api/trips')).json)).toHaveLength(2);

    // Another user's trip with the same client id is theirs alone.
    expect((await eve.post('/api/trips', local)).status).toBe(201);
  });

  it('creates a trip from the planner or the calculator: no preferences, its split, its items, up to 20 travelers', async () => {
    const { preferences: _wizard, ...plain } = WIZARD_PAYLOAD;
    const split = { accommodation: 30, transportation: 40, food: 15, activities: 10, shopping: 5 };
    const items = [ITEM, { ...ITEM, title: 'Sunset at Miradouro da Graça', time: '19:30' }];
    const trip = await createTrip(ada, { ...plain, travelers: 12, budgetDistribution: split, items });
    expect(trip).toMatchObject({ preferences: null, budgetDistribution: split, travelers: 12 });
    expect(trip.travellerNames).toHaveLength(12);
    expect(trip.items.map(({ id: _id, ...item }) => item)).toEqual(items);
    expect(await tripOf(ada, trip.id)).toEqual(trip);
  });

  it.each<[string, string, object]>([
    ['an item outside the trip', 'date', { items: [{ ...ITEM, date: '2026-06-09' }] }],
    ['a wizard trip for 9', 'travelers', { ...WIZARD_PAYLOAD, travelers: 9 }],
    [
      'a split sent twice',
      'budgetDistribution',
      { ...WIZARD_PAYLOAD, budgetDistribution: WIZARD_PAYLOAD.preferences.budgetDistribution },
    ],
  ])('400 for a new trip with %s, naming %s, and no trip or item stored', async (_, field, change) => {
    const { preferences: _wizard, ...plain } = WIZARD_PAYLOAD;
    const creator = new TestBrowser(server.url);
    await creator.signUp(`creator_${field}`);
    expect(fieldOf(await creator.post('/api/trips', { ...plain, ...change }))).toBe(field);
    expect((await creator.get('/api/trips')).json).toEqual([]);
  });

  it('shares a trip read-only with anyone holding the link, until the owner revokes it', async () => {
    const { id } = await fixture();
    const shared = await ada.post(`/api/trips/${id}/share`);
    expect(shared.status).toBe(201);
    const { token } = TripShare.parse(shared.json);
    expect(token).toMatch(/^[\w-]{43}$/);
    const again = await ada.post(`/api/trips/${id}/share`);
    expect(again.status).toBe(200);
    expect(TripShare.parse(again.json).token).toBe(token);
    const owned = await tripOf(ada, id);
    expect(owned.shareToken).toBe(token);

    const viewed = await anonymous.get(`/api/shared-trips/${token}`);
    expect(viewed.status).toBe(200);
    expect(TripDetail.parse(viewed.json)).toEqual({ ...owned, shareToken: null });
    expect((await eve.get(`/api/shared-trips/${token}`)).status).toBe(200);

    expect((await ada.delete(`/api/trips/${id}/share`)).json).toEqual({ ok: true });
    const revoked = await anonymous.get(`/api/shared-trips/${token}`);
    expect(revoked.status).toBe(404);
    expect(ErrorBody.parse(revoked.json).code).toBe('share_not_found');
    expect((await tripOf(ada, id)).shareToken).toBeNull();
    expect((await anonymous.get(`/api/shared-trips/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('deletes a trip with its items, expenses and share link', async () => {
    const { id } = await fixture();
    const { token } = TripShare.parse((await ada.post(`/api/trips/${id}/share`)).json);
    expect((await ada.delete(`/api/trips/${id}`)).json).toEqual({ ok: true });
    expect((await ada.get(`/api/trips/${id}`)).status).toBe(404);
    expect((await ada.delete(`/api/trips/${id}`)).status).toBe(404);
    expect((await anonymous.get(`/api/shared-trips/${token}`)).status).toBe(404);
    const { db } = server.database;
    expect(await db.select().from(tripItems).where(eq(tripItems.tripId, id))).toEqual([]);
    expect(await db.select().from(tripExpenses).where(eq(tripExpenses.tripId, id))).toEqual([]);
  });

  it("answers 404 for another trip's item or expense, and leaves it be", async () => {
    const first = await fixture();
    const second = await fixture();
    const onSecond = { id: second.id, itemId: first.itemId, expenseId: first.expenseId };
    expect((await call(ada, 'updateTripItem', onSecond, { isBooked: true })).status).toBe(404);
    expect((await call(ada, 'deleteTripItem', onSecond)).status).toBe(404);
    expect((await call(ada, 'deleteTripExpense', onSecond)).status).toBe(404);
    const kept = await tripOf(ada, first.id);
    expect(kept.items.map((item) => [item.id, item.isBooked])).toEqual([[first.itemId, false]]);
    expect(kept.expenses.map((expense) => expense.id)).toEqual([first.expenseId]);
  });

  it('keeps items and expenses: a partial item change, amounts exact in cents, deletes', async () => {
    const { id, itemId, expenseId } = await fixture();
    const changed = await ada.patch(`/api/trips/${id}/items/${itemId}`, { isBooked: true, cost: 0.3 });
    expect(ItineraryItem.parse(changed.json)).toEqual({ ...ITEM, id: itemId, isBooked: true, cost: 0.3 });
    const small = Expense.parse(
      (await ada.post(`/api/trips/${id}/expenses`, { ...EXPENSE, amount: 0.1, date: '2026-06-05' })).json,
    );
    const [stored] = await server.database.db.select().from(tripExpenses).where(eq(tripExpenses.id, small.id));
    expect(stored!.amountCents).toBe(10);
    const trip = await tripOf(ada, id);
    expect(trip.expenses.map((expense) => expense.amount)).toEqual([48.35, 0.1]);
    expect((await ada.delete(`/api/trips/${id}/items/${itemId}`)).json).toEqual({ ok: true });
    expect((await ada.delete(`/api/trips/${id}/expenses/${expenseId}`)).json).toEqual({ ok: true });
    expect((await tripOf(ada, id)).items).toEqual([]);
    expect((await tripOf(ada, id)).expenses.map((expense) => expense.id)).toEqual([small.id]);
  });

  it('fits the traveller names to a new count, and replaces the documents whole', async () => {
    const { id } = await createTrip(ada);
    const more = TripDetail.parse((await ada.patch(`/api/trips/${id}`, { travelers: 4 })).json);
    expect(more.travellerNames).toEqual(['You', 'Traveler 2', 'Traveler 3', 'Traveler 4']);
    const named = await ada.patch(`/api/trips/${id}`, { travelers: 2, travellerNames: ['Ada', 'Bo'] });
    expect(TripDetail.parse(named.json)).toMatchObject({ travelers: 2, travellerNames: ['Ada', 'Bo'] });
    const fewer = TripDetail.parse((await ada.patch(`/api/trips/${id}`, { travelers: 1 })).json);
    expect(fewer.travellerNames).toEqual(['Ada']);
    const documents = [{ kind: 'passport', done: true, note: 'Renewed in May' }];
    expect(TripDetail.parse((await ada.patch(`/api/trips/${id}`, { documents })).json).documents).toEqual(documents);
  });

  it.each<[string, (trip: Fixture) => Promise<Answer>]>([
    ['a trip change', ({ id }) => ada.patch(`/api/trips/${id}`, { status: 'booked' })],
    ['a new item', ({ id }) => ada.post(`/api/trips/${id}/items`, ITEM)],
    ['an item change', ({ id, itemId }) => ada.patch(`/api/trips/${id}/items/${itemId}`, { title: 'Tram 12' })],
    ['an item deleted', ({ id, itemId }) => ada.delete(`/api/trips/${id}/items/${itemId}`)],
    ['a new expense', ({ id }) => ada.post(`/api/trips/${id}/expenses`, EXPENSE)],
    ['an expense deleted', ({ id, expenseId }) => ada.delete(`/api/trips/${id}/expenses/${expenseId}`)],
    ['a share link', ({ id }) => ada.post(`/api/trips/${id}/share`)],
    ['a share revoked', ({ id }) => ada.delete(`/api/trips/${id}/share`)],
  ])('stamps updatedAt at %s', async (_, write) => {
    const trip = await fixture();
    await backdate(trip.id);
    expect((await write(trip)).status).toBeLessThan(300);
    expect((await tripOf(ada, trip.id)).updatedAt).toBe(TEST_NOW.toISOString());
  });
});
