import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, SessionResponse, User } from '@farewise/contracts';
import { createLogger } from '../logger';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

const PASSWORD = 'voyage2026';
const NEW_PASSWORD = 'atlas2027trek';
/** Session cookies seen by the tests, which no log line may contain. */
const sessionIds: string[] = [];

describe.each(testDatabases())('accounts over $name', (db) => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(
      db,
      { TRUST_PROXY: 'true', ALLOWED_ORIGINS: 'http://localhost:5173' },
      undefined,
      createLogger('trace', logStream),
    );
  });
  afterAll(() => server.close());
  const browser = () => new TestBrowser(server.url);

  it('registers, signs in at once, and answers the user without the password', async () => {
    const ada = browser();
    const answer = await ada.post('/api/auth/register', {
      username: 'ada_l',
      email: 'Ada@Example.com',
      password: PASSWORD,
      firstName: 'Ada',
    });
    expect(answer.status).toBe(201);
    const user = User.parse(answer.json);
    expect(user).toMatchObject({ username: 'ada_l', email: 'Ada@Example.com', firstName: 'Ada', lastName: null });
    expect(answer.text).not.toContain(PASSWORD);
    expect(answer.text).not.toContain('scrypt');
    expect(User.parse((await ada.get('/api/auth/me')).json).id).toBe(user.id);
    expect(SessionResponse.parse((await ada.get('/api/auth/session')).json).user?.id).toBe(user.id);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, on the whole site, Secure only over HTTPS', async () => {
    const plain = await browser().post('/api/auth/register', {
      username: 'plain',
      email: 'p@example.com',
      password: PASSWORD,
    });
    const cookie = plain.headers.getSetCookie().find((line) => line.startsWith('farewise_session='))!;
    expect(cookie).toMatch(/; path=\/;/);
    expect(cookie).toMatch(/; samesite=lax/);
    expect(cookie).toMatch(/; httponly/);
    expect(cookie).not.toMatch(/; secure/);
    const https = await browser().post(
      '/api/auth/register',
      { username: 'secure', email: 's@example.com', password: PASSWORD },
      { 'X-Forwarded-Proto': 'https', Origin: server.url.replace('http:', 'https:') },
    );
    expect(https.headers.getSetCookie().find((line) => line.startsWith('farewise_session='))).toMatch(/; secure/);
  });

  it('refuses a taken username or email, whatever their case, with 409', async () => {
    await browser().signUp('grace');
    const sameName = await browser().post('/api/auth/register', {
      username: 'GRACE',
      email: 'g2@example.com',
      password: PASSWORD,
    });
    expect(sameName.status).toBe(409);
    expect(ErrorBody.parse(sameName.json).message).toBe('This username is already taken');
    const sameEmail = await browser().post('/api/auth/register', {
      username: 'grace2',
      email: 'GRACE@example.com',
      password: PASSWORD,
    });
    expect(sameEmail.status).toBe(409);
    expect(ErrorBody.parse(sameEmail.json).message).toBe('An account with this email already exists');
  });

  it.each([
    [{ username: 'ab' }, 'username: Username must be at least 3 characters'],
    [{ username: 'has space' }, 'username: Username may contain letters, numbers and underscores only'],
    [{ email: 'not-an-email' }, 'email: Enter a valid email address'],
    [{ password: 'short1' }, 'password: Password must be at least 8 characters'],
    [{ password: 'lettersonly' }, 'password: Password must contain a number'],
    [{ password: 12345678 }, 'password: Invalid input: expected string, received number'],
  ])('refuses registration %o with its rule', async (change, message) => {
    const answer = await browser().post('/api/auth/register', {
      username: 'valid_name',
      email: 'valid@example.com',
      password: PASSWORD,
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).message).toBe(message);
  });

  it('signs in by username or email, with a new session id each time, and the old one dead', async () => {
    const alan = browser();
    await alan.signUp('alan');
    const registered = alan.cookie;
    const byName = await alan.post('/api/auth/login', { username: 'alan', password: PASSWORD });
    expect(byName.status).toBe(200);
    expect(alan.cookie).toBeDefined();
    expect(alan.cookie).not.toBe(registered);
    const stale = new TestBrowser(server.url);
    stale.cookie = registered;
    expect((await stale.get('/api/auth/me')).status).toBe(401);

    const byEmail = await browser().post('/api/auth/login', { username: 'ALAN@example.com', password: PASSWORD });
    expect(User.parse(byEmail.json).username).toBe('alan');
  });

  it('answers a wrong password and an unknown user alike: 401 "Invalid username or password"', async () => {
    await browser().signUp('barbara');
    const wrong = await browser().post('/api/auth/login', { username: 'barbara', password: 'wrong-pass1' });
    const unknown = await browser().post('/api/auth/login', { username: 'nobody_here', password: 'wrong-pass1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'Invalid username or password', code: 'invalid_credentials' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    const edsger = browser();
    await edsger.signUp('edsger');
    const session = edsger.cookie;
    const answer = await edsger.post('/api/auth/logout');
    expect(answer.status).toBe(200);
    expect(edsger.cookie).toBeUndefined();
    const replay = new TestBrowser(server.url);
    replay.cookie = session;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('answers the session check signed out with 200 and no user, so a visit logs no failed request', async () => {
    const answer = await browser().get('/api/auth/session');
    expect(answer.status).toBe(200);
    expect(SessionResponse.parse(answer.json)).toEqual({ user: null });
  });

  it('answers /api/auth/me signed out with 401', async () => {
    const answer = await browser().get('/api/auth/me');
    expect(answer.status).toBe(401);
    expect(ErrorBody.parse(answer.json).message).toBe('Not signed in');
  });

  it('refuses a mutation from a foreign Origin with 403, and allows its own and configured origins', async () => {
    const body = { username: 'x_user', password: PASSWORD };
    const foreign = await browser().post('/api/auth/login', body, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(ErrorBody.parse(foreign.json).message).toBe('Requests from https://evil.example are not allowed');
    expect((await browser().post('/api/auth/login', body)).status).toBe(401);
    expect((await browser().post('/api/auth/login', body, { Origin: 'http://localhost:5173' })).status).toBe(401);
  });

  it('reads and updates only the signed-in profile: another id is a 403, signed out a 401', async () => {
    const katherine = browser();
    const user = await katherine.signUp('katherine');
    const mallory = browser();
    await mallory.signUp('mallory');
    const patched = await katherine.patch(`/api/users/${user.id}`, {
      lastName: 'Johnson',
      preferences: { favoriteDestinations: ['Lisbon'], travelCompanions: 2 },
      notifications: { dealAlerts: true },
    });
    expect(patched.status).toBe(200);
    expect(User.parse(patched.json)).toMatchObject({
      lastName: 'Johnson',
      preferences: { favoriteDestinations: ['Lisbon'], travelCompanions: 2, budgetRange: { currency: 'USD' } },
      notifications: { priceAlerts: true, dealAlerts: true },
    });
    expect((await mallory.get(`/api/users/${user.id}`)).status).toBe(403);
    const overwrite = await mallory.patch(`/api/users/${user.id}`, { lastName: 'Owned' });
    expect(overwrite.status).toBe(403);
    expect(ErrorBody.parse(overwrite.json).code).toBe('forbidden');
    const anonymous = await browser().get(`/api/users/${user.id}`);
    expect(anonymous.status).toBe(401);
    expect(ErrorBody.parse(anonymous.json).code).toBe('not_signed_in');
    expect((await browser().patch(`/api/users/${user.id}`, { lastName: 'Owned' })).status).toBe(401);
    expect(User.parse((await katherine.get(`/api/users/${user.id}`)).json).lastName).toBe('Johnson');
  });

  it('keeps the buy/wait risk setting in the profile, and refuses one that does not exist', async () => {
    const dorothy = browser();
    const user = await dorothy.signUp('dorothy');
    expect(user.preferences.riskSetting).toBeUndefined();
    const safe = await dorothy.patch(`/api/users/${user.id}`, { preferences: { riskSetting: 'safe' } });
    expect(User.parse(safe.json).preferences).toMatchObject({ riskSetting: 'safe', travelCompanions: 0 });
    const bold = await dorothy.patch(`/api/users/${user.id}`, { preferences: { riskSetting: 'bold' } });
    expect(bold.status).toBe(400);
    expect(ErrorBody.parse(bold.json).message).toContain('preferences.riskSetting');
    expect(User.parse((await dorothy.get(`/api/users/${user.id}`)).json).preferences.riskSetting).toBe('safe');
  });

  it('changes the password: every other session ends, this device gets a new session id, the new password signs in', async () => {
    const grace = browser();
    await grace.signUp('hopper');
    const phone = browser();
    await phone.post('/api/auth/login', { username: 'hopper', password: PASSWORD });
    const before = grace.cookie;
    const changed = await grace.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(User.parse(changed.json).username).toBe('hopper');
    sessionIds.push(before!, grace.cookie!, phone.cookie!);
    expect(grace.cookie).toBeDefined();
    expect(grace.cookie).not.toBe(before);
    expect((await grace.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    const stale = new TestBrowser(server.url);
    stale.cookie = before;
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await browser().post('/api/auth/login', { username: 'hopper', password: PASSWORD })).status).toBe(401);
    expect((await browser().post('/api/auth/login', { username: 'hopper', password: NEW_PASSWORD })).status).toBe(200);
  });

  it.each([
    [
      { currentPassword: 'wrong-pass1', newPassword: 'another2027' },
      'currentPassword',
      'Current password is incorrect',
    ],
    [{ currentPassword: PASSWORD, newPassword: 'short1' }, 'newPassword', 'Password must be at least 8 characters'],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      'newPassword',
      'New password must differ from the current one',
    ],
  ])('refuses the password change %o with 400 naming %s, and keeps the old password', async (body, field, message) => {
    const hedy = browser();
    await hedy.signUp(`hedy_${field}_${message.length}`);
    const answer = await hedy.post('/api/auth/password', body);
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).issues).toEqual([{ path: [field], message }]);
    expect((await hedy.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a password change signed out with 401', async () => {
    const answer = await browser().post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(answer.status).toBe(401);
  });

  it('writes no password or session id into any log line', () => {
    const logs = logLines.join('');
    expect(logs).toContain('/api/auth/login');
    expect(logs).toContain('/api/auth/password');
    expect(logs).not.toContain(PASSWORD);
    expect(logs).not.toContain(NEW_PASSWORD);
    expect(logs).not.toContain('wrong-pass1');
    expect(sessionIds.length).toBeGreaterThan(0);
    for (const cookie of sessionIds) expect(logs).not.toContain(cookie.split('=')[1]);
  });
});

describe('login rate limiting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!, {
      LOGIN_ATTEMPTS_PER_USERNAME: '3',
      LOGIN_ATTEMPTS_PER_IP: '6',
      LOGIN_WINDOW_SECONDS: '1',
    });
  });
  afterAll(() => server.close());

  it('blocks a username after 3 failures with 429 and Retry-After, and lets it in once the window passes', async () => {
    const hedy = new TestBrowser(server.url);
    await hedy.signUp('hedy');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await hedy.post('/api/auth/login', { username: 'hedy', password: 'guess12345' })).status).toBe(401);
    }
    const blocked = await hedy.post('/api/auth/login', { username: 'HEDY', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('1');
    expect(ErrorBody.parse(blocked.json).message).toBe('Too many login attempts. Try again in 1 second.');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await hedy.post('/api/auth/login', { username: 'hedy', password: PASSWORD })).status).toBe(200);
  });

  it('blocks an IP after 6 attempts in the window, whatever the usernames', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await new TestBrowser(server.url).post('/api/auth/login', {
        username: `u${attempt}`,
        password: 'x',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await new TestBrowser(server.url).post('/api/auth/login', { username: 'u9', password: 'x' })).status).toBe(
      401,
    );
  });
});
