import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBody, PriceAlert, SavedSearch, type User } from '@farewise/contracts';
import { priceAlerts, savedSearches, users } from '../db/schema';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/testServer';

describe.each(testDatabases())('saved searches and price alerts over $name', (db) => {
  let server: TestServer;
  let ada: TestBrowser;
  let adaUser: User;
  let eve: TestBrowser;
  beforeAll(async () => {
    server = await startTestServer(db, { BODY_LIMIT: '2kb' });
    ada = new TestBrowser(server.url);
    adaUser = await ada.signUp('ada');
    eve = new TestBrowser(server.url);
    await eve.signUp('eve');
  });
  afterAll(() => server.close());

  const rows = async () => {
    const [searches] = await server.database.db.select({ n: count() }).from(savedSearches);
    const [alerts] = await server.database.db.select({ n: count() }).from(priceAlerts);
    const [accounts] = await server.database.db.select({ n: count() }).from(users);
    return { searches: searches!.n, alerts: alerts!.n, accounts: accounts!.n };
  };

  it('saves a search, lists it, marks it run, and deletes it', async () => {
    const created = await ada.post('/api/saved-searches', {
      name: 'Paris in spring',
      origin: 'jfk',
      destination: 'CDG',
    });
    expect(created.status).toBe(201);
    const search = SavedSearch.parse(created.json);
    expect(search).toMatchObject({
      name: 'Paris in spring',
      origin: 'JFK',
      destination: 'CDG',
      travelers: 1,
      travelClass: 'economy',
      maxPrice: null,
      isRoundTrip: true,
      lastSearched: TEST_NOW.toISOString(),
    });
    const listed = z.array(SavedSearch).parse((await ada.get(`/api/users/${adaUser.id}/saved-searches`)).json);
    expect(listed.map((s) => s.id)).toContain(search.id);
    const run = await ada.post(`/api/saved-searches/${search.id}/run`);
    expect(run.status).toBe(200);
    expect(SavedSearch.parse(run.json).lastSearched).toBe(TEST_NOW.toISOString());
    expect((await ada.delete(`/api/saved-searches/${search.id}`)).json).toEqual({ ok: true });
    expect((await ada.delete(`/api/saved-searches/${search.id}`)).status).toBe(404);
  });

  it('asks a signed-out visitor to sign in before saving or creating alerts', async () => {
    const visitor = new TestBrowser(server.url);
    const save = await visitor.post('/api/saved-searches', { name: 'x', origin: 'JFK', destination: 'CDG' });
    expect(save.status).toBe(401);
    expect(ErrorBody.parse(save.json).message).toBe('Sign in to save searches');
    const alert = await visitor.post('/api/price-alerts', { route: 'JFK-CDG', targetPrice: '450', active: true });
    expect(alert.status).toBe(401);
    expect(ErrorBody.parse(alert.json).message).toBe('Sign in to create price alerts');
  });

  it('creates a below alert from home results with the route fare as current price', async () => {
    const answer = await ada.post('/api/price-alerts', { route: 'JFK-CDG', targetPrice: '450.00', active: true });
    expect(answer.status).toBe(201);
    const alert = PriceAlert.parse(answer.json);
    expect(alert).toMatchObject({
      origin: 'JFK',
      destination: 'CDG',
      targetPrice: 450,
      isActive: true,
      alertType: 'below',
      dropPercentage: 10,
      lastTriggered: null,
      notifications: { email: true, push: true },
    });
    expect(alert.currentPrice).toBeGreaterThan(0);
  });

  it('creates a drop alert from the alerts page, and toggles it', async () => {
    const answer = await ada.post('/api/price-alerts', {
      origin: 'lax',
      destination: 'nrt',
      targetPrice: 700,
      alertType: 'drop',
      dropPercentage: 15,
    });
    const alert = PriceAlert.parse(answer.json);
    expect(alert).toMatchObject({ origin: 'LAX', destination: 'NRT', alertType: 'drop', dropPercentage: 15 });
    const paused = await ada.patch(`/api/price-alerts/${alert.id}`, {
      isActive: false,
      notifications: { push: false },
    });
    expect(PriceAlert.parse(paused.json)).toMatchObject({
      isActive: false,
      notifications: { email: true, push: false },
    });
    const unchanged = await ada.patch(`/api/price-alerts/${alert.id}`, {});
    expect(PriceAlert.parse(unchanged.json).isActive).toBe(false);
    const listed = z.array(PriceAlert).parse((await ada.get(`/api/users/${adaUser.id}/price-alerts`)).json);
    expect(listed.find((a) => a.id === alert.id)?.notifications.push).toBe(false);
  });

  it.each([
    [{ route: 'JFK-XQZ', targetPrice: '450', active: true }, 'Unknown airport code: XQZ'],
    [{ route: 'JFK-JFK', targetPrice: '450', active: true }, 'Origin and destination must be different airports'],
    [{ origin: 'JFK', destination: 'CDG', targetPrice: 0 }, 'targetPrice: Target price must be more than 0'],
  ])('refuses the alert %o with a clear 400', async (body, message) => {
    const answer = await ada.post('/api/price-alerts', body);
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).message).toContain(message);
  });

  it('refuses an alert on a route no carrier flies with a 404 saying so', async () => {
    const answer = await ada.post('/api/price-alerts', { route: 'BVA-JFK', targetPrice: '450', active: true });
    expect(answer.status).toBe(404);
    expect(ErrorBody.parse(answer.json).message).toBe('No flights serve this route');
  });

  it('fires an alert whose target is above the fare: records the fare, the time, and emails the owner', async () => {
    const target = await ada.post('/api/price-alerts', { route: 'BOS-LHR', targetPrice: '5000', active: true });
    const unreachable = await ada.post('/api/price-alerts', { route: 'BOS-FCO', targetPrice: '1', active: true });
    const report = await server.evaluateAlerts();
    expect(report.triggered).toBeGreaterThanOrEqual(1);
    const alerts = z.array(PriceAlert).parse((await ada.get(`/api/users/${adaUser.id}/price-alerts`)).json);
    const fired = alerts.find((a) => a.id === PriceAlert.parse(target.json).id)!;
    expect(fired.lastTriggered).toBe(TEST_NOW.toISOString());
    expect(alerts.find((a) => a.id === PriceAlert.parse(unreachable.json).id)!.lastTriggered).toBeNull();
    const mails = readdirSync(server.outboxDir).map((file) => readFileSync(path.join(server.outboxDir, file), 'utf8'));
    const mail = mails.find((text) => text.includes('from BOS to LHR'));
    expect(mail).toContain('To: ada@example.com');
    expect(mail).toContain(`$${fired.currentPrice!.toFixed(2)}`);

    const again = await server.evaluateAlerts(new Date(TEST_NOW.getTime() + 3_600_000));
    expect(again.emailed).toBe(0);
  });

  it('mails each firing once when two evaluator runs overlap, as two processes on one database would', async () => {
    await ada.post('/api/price-alerts', { route: 'SEA-KEF', targetPrice: '9000', active: true });
    await ada.post('/api/price-alerts', { route: 'DEN-MUC', targetPrice: '9000', active: true });
    const later = new Date(TEST_NOW.getTime() + 2 * 86_400_000);
    const runs = await Promise.all([server.evaluateAlerts(later), server.evaluateAlerts(later)]);
    // Both runs see every firing alert (earlier tests' too); each claim lands in one run only, which mails it.
    expect(runs[0]!.triggered + runs[1]!.triggered).toBeGreaterThanOrEqual(2);
    expect(runs[0]!.emailed + runs[1]!.emailed).toBe(runs[0]!.triggered + runs[1]!.triggered);
    const mails = readdirSync(server.outboxDir).map((file) => readFileSync(path.join(server.outboxDir, file), 'utf8'));
    expect(mails.filter((text) => text.includes('from SEA to KEF'))).toHaveLength(1);
    expect(mails.filter((text) => text.includes('from DEN to MUC'))).toHaveLength(1);
  });

  it('keeps every user to their own saved searches, alerts and profile', async () => {
    const search = SavedSearch.parse(
      (await ada.post('/api/saved-searches', { name: 'Mine', origin: 'SFO', destination: 'HND' })).json,
    );
    const alert = PriceAlert.parse(
      (await ada.post('/api/price-alerts', { route: 'SFO-HND', targetPrice: '900', active: true })).json,
    );
    expect((await eve.get(`/api/users/${adaUser.id}`)).status).toBe(403);
    expect((await eve.get(`/api/users/${adaUser.id}/saved-searches`)).status).toBe(403);
    expect((await eve.get(`/api/users/${adaUser.id}/price-alerts`)).status).toBe(403);
    expect((await eve.delete(`/api/saved-searches/${search.id}`)).status).toBe(404);
    expect((await eve.post(`/api/saved-searches/${search.id}/run`)).status).toBe(404);
    expect((await eve.delete(`/api/price-alerts/${alert.id}`)).status).toBe(404);
    expect((await eve.patch(`/api/price-alerts/${alert.id}`, { isActive: false })).status).toBe(404);
    const mine = z.array(PriceAlert).parse((await ada.get(`/api/users/${adaUser.id}/price-alerts`)).json);
    expect(mine.find((a) => a.id === alert.id)?.isActive).toBe(true);
    expect(
      z
        .array(SavedSearch)
        .parse((await ada.get(`/api/users/${adaUser.id}/saved-searches`)).json)
        .map((s) => s.id),
    ).toContain(search.id);
  });

  it('answers 401 to signed-out reads of user-scoped routes, after a logout too', async () => {
    const scoped = ['', '/saved-searches', '/price-alerts'].map((tail) => `/api/users/${adaUser.id}${tail}`);
    const anonymous = new TestBrowser(server.url);
    const grace = new TestBrowser(server.url);
    const graceUser = await grace.signUp('grace');
    const own = ['', '/saved-searches', '/price-alerts'].map((tail) => `/api/users/${graceUser.id}${tail}`);
    for (const pathname of own) expect((await grace.get(pathname)).status).toBe(200);
    expect((await grace.post('/api/auth/logout')).status).toBe(200);
    for (const [browser, pathname] of [
      ...scoped.map((pathname) => [anonymous, pathname] as const),
      ...own.map((pathname) => [grace, pathname] as const),
    ]) {
      const answer = await browser.get(pathname);
      expect(answer.status, pathname).toBe(401);
      expect(ErrorBody.parse(answer.json)).toEqual({ message: 'Sign in to continue', code: 'not_signed_in' });
    }
  });

  it('answers an alert the user already has instead of storing it again', async () => {
    const alertsOf = async (browser: TestBrowser, id: number) =>
      z.array(PriceAlert).parse((await browser.get(`/api/users/${id}/price-alerts`)).json);
    const importer = new TestBrowser(server.url);
    const user = await importer.signUp('importer');
    const local = { origin: 'SEA', destination: 'ICN', targetPrice: 640.5, alertType: 'drop', dropPercentage: 15 };
    const first = await importer.post('/api/price-alerts', local);
    expect(first.status).toBe(201);
    // The import is retried after a partial failure: the same alert again, and in lower case.
    const again = await importer.post('/api/price-alerts', { ...local, origin: 'sea' });
    expect(again.status).toBe(200);
    expect(PriceAlert.parse(again.json).id).toBe(PriceAlert.parse(first.json).id);
    expect(await alertsOf(importer, user.id)).toHaveLength(1);

    const otherPrice = await importer.post('/api/price-alerts', { ...local, targetPrice: 600 });
    const otherDrop = await importer.post('/api/price-alerts', { ...local, dropPercentage: 20 });
    const otherType = await importer.post('/api/price-alerts', { ...local, alertType: 'below' });
    expect([otherPrice.status, otherDrop.status, otherType.status]).toEqual([201, 201, 201]);
    expect(await alertsOf(importer, user.id)).toHaveLength(4);

    // A below alert from home results matches the same below alert from the alerts page, whatever its percentage.
    const fromHome = await importer.post('/api/price-alerts', {
      route: 'SEA-ICN',
      targetPrice: '640.50',
      active: true,
    });
    expect(fromHome.status).toBe(200);
    expect(PriceAlert.parse(fromHome.json).id).toBe(PriceAlert.parse(otherType.json).id);

    // Two identical requests at once still make one alert.
    const racing = { ...local, destination: 'PUS' };
    const raced = await Promise.all([
      importer.post('/api/price-alerts', racing),
      importer.post('/api/price-alerts', racing),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await alertsOf(importer, user.id)).toHaveLength(5);

    // Another user's identical alert is theirs alone.
    const other = await eve.post('/api/price-alerts', local);
    expect(other.status).toBe(201);
    expect(await alertsOf(importer, user.id)).toHaveLength(5);
  });

  const mutations: Array<[string, string]> = [
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/login'],
    ['PATCH', '/api/users/1'],
    ['POST', '/api/saved-searches'],
    ['POST', '/api/price-alerts'],
    ['PATCH', '/api/price-alerts/1'],
  ];
  it.each(mutations)(
    '%s %s: malformed, oversized and wrongly typed bodies get a clear 4xx and write nothing',
    async (method, pathname) => {
      const before = await rows();
      const malformed = await ada.request(method, pathname, '{"name": ');
      expect(malformed.status).toBe(400);
      expect(ErrorBody.parse(malformed.json).message).toBe('Request body is not valid JSON');
      const oversized = await ada.request(method, pathname, JSON.stringify({ name: 'x'.repeat(4000) }));
      expect(oversized.status).toBe(413);
      expect(ErrorBody.parse(oversized.json).message).toBe('Request body is larger than 2kb');
      const wrongTypes = await ada.request(method, pathname, {
        username: 42,
        password: ['a'],
        email: false,
        name: {},
        origin: 7,
        destination: null,
        route: 1,
        targetPrice: 'cheap',
        isActive: 'yes',
        firstName: 3,
        preferences: 'none',
        notifications: [],
      });
      expect([400, 404]).toContain(wrongTypes.status);
      expect(ErrorBody.parse(wrongTypes.json).message.length).toBeGreaterThan(5);
      expect(await rows()).toEqual(before);
    },
  );
});
