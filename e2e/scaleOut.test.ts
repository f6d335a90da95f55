import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startApp, type RunningApp } from './harness';

/**
 * Scale-out on one PostgreSQL (reliability issue): two built server processes share sessions and alert state
 * through the database, and exactly one of them, elected by advisory lock, evaluates price alerts. Runs when
 * TEST_DATABASE_URL names a PostgreSQL server (as CI's run does), in a schema of its own.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

/** A mutation as the page would send it: JSON, from the server's own origin, with the session cookie. */
async function send(app: RunningApp, path: string, body: unknown, cookie?: string) {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.url, ...(cookie && { Cookie: cookie }) },
    body: JSON.stringify(body),
  });
}

const mailsAbout = (apps: RunningApp[], route: string) =>
  apps.flatMap((app) => app.mails()).filter((mail) => mail.includes(`from ${route.replace('-', ' to ')}`));

if (databaseUrl) {
  test.describe('two API processes on one PostgreSQL', () => {
    test.describe.configure({ timeout: 120_000 });

    test('share sessions, mail each alert once, and hand the evaluator over when its process dies', async () => {
      const env = {
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: `scale_${process.pid}_${randomBytes(4).toString('hex')}`,
        // Both processes schedule the evaluator often; only the elected one runs it.
        ALERT_INTERVAL_MINUTES: '0.01',
        LEADER_CHECK_SECONDS: '0.5',
      };
      const apps = await Promise.all([startApp(env), startApp(env)]);
      const [first, second] = apps as [RunningApp, RunningApp];
      try {
        const registered = await send(first, '/api/auth/register', {
          username: 'scaleout',
          email: 'scaleout@example.com',
          password: 'voyage2026',
        });
        expect(registered.status).toBe(201);
        const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
        const me = await fetch(`${second.url}/api/auth/me`, { headers: { Cookie: cookie } });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ username: 'scaleout' });

        // Alerts made through either process, each firing at once (a target far above any fare).
        const alert = (app: RunningApp, route: string) =>
          send(app, '/api/price-alerts', { route, targetPrice: '9000', active: true }, cookie);
        expect((await alert(first, 'BOS-LHR')).status).toBe(201);
        expect((await alert(second, 'SEA-KEF')).status).toBe(201);
        await expect.poll(() => mailsAbout(apps, 'BOS-LHR').length + mailsAbout(apps, 'SEA-KEF').length).toBe(2);
        // A later alert's mail means both processes' schedules have run on since: none mailed the first two again.
        expect((await alert(second, 'DEN-MUC')).status).toBe(201);
        await expect.poll(() => mailsAbout(apps, 'DEN-MUC').length).toBe(1);
        expect(mailsAbout(apps, 'BOS-LHR')).toHaveLength(1);
        expect(mailsAbout(apps, 'SEA-KEF')).toHaveLength(1);

        // One process, the leader, sent them all; it dies, and the other takes over.
        const leader = apps.find((app) => app.mails().length === 3);
        expect(leader, 'one process mailed all three alerts').toBeDefined();
        const survivor = leader === first ? second : first;
        expect(survivor.mails()).toEqual([]);
        await leader!.kill();
        expect((await alert(survivor, 'LAX-NRT')).status).toBe(201);
        await expect.poll(() => survivor.mails().filter((mail) => mail.includes('from LAX to NRT')).length).toBe(1);
      } finally {
        await Promise.all(apps.map((app) => app.stop()));
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${env.DATABASE_SCHEMA}" CASCADE`);
        await client.end();
      }
    });
  });
}
