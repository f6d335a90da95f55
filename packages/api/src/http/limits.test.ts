import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, ErrorBody } from '@farewise/contracts';
import { LIMITED_ENDPOINTS } from '../routes';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { rateLimitEnv } from '../testing/rateLimitEnv';
import { startTestServer, type TestServer } from '../testing/testServer';

const TRIP_ID = '5f0c6b2e-8a55-4c1e-9f43-0d2a7f6a1b3c';

/** A concrete path of an endpoint; its `:id` becomes a trip id, which the limit counts before anything reads it. */
const pathOf = (name: keyof typeof LIMITED_ENDPOINTS) => endpoints[name].path.replace(':id', TRIP_ID);

describe.each(testDatabases())('request limits over $name', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(db, {
      TRUST_PROXY: 'true',
      JSON_MAX_DEPTH: '8',
      BODY_LIMIT: '16kb',
      ...rateLimitEnv('2/60'),
    });
  });
  afterAll(() => server.close());

  it.each(Object.keys(LIMITED_ENDPOINTS) as Array<keyof typeof LIMITED_ENDPOINTS>)(
    '%s answers 429 with Retry-After after two requests from one address, and not for another address',
    async (name) => {
      const browser = new TestBrowser(server.url);
      const client = { 'X-Forwarded-For': `203.0.113.${Object.keys(LIMITED_ENDPOINTS).indexOf(name) + 1}` };
      const method = endpoints[name].method;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await browser.request(method, pathOf(name), {}, client));
      expect(statuses.slice(0, 2).map((answer) => answer.status)).not.toContain(429);
      const limited = statuses[2]!;
      expect(limited.status).toBe(429);
      expect(ErrorBody.parse(limited.json)).toMatchObject({ code: 'rate_limited' });
      expect(limited.json.message).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
      const retryAfter = Number(limited.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const other = await browser.request(method, pathOf(name), {}, { 'X-Forwarded-For': '198.51.100.7' });
      expect(other.status).not.toBe(429);
    },
  );

  it('shares one budget between the two planner endpoints, and leaves other endpoints alone', async () => {
    const browser = new TestBrowser(server.url);
    const client = { 'X-Forwarded-For': '203.0.113.99' };
    await browser.post(pathOf('tripPlan'), {}, client);
    await browser.post(pathOf('tripPlan'), {}, client);
    expect((await browser.post(pathOf('regenerateTripDay'), {}, client)).status).toBe(429);
    const unlimited = await browser.request('GET', '/api/airports/search?q=par', undefined, client);
    expect(unlimited.status).toBe(200);
  });

  it('refuses a body nested deeper than JSON_MAX_DEPTH with 400 json_too_deep, however deep', async () => {
    const browser = new TestBrowser(server.url);
    const nest = (depth: number) => '['.repeat(depth - 1) + '{}' + ']'.repeat(depth - 1);
    for (const raw of [nest(9), nest(5000)]) {
      const answer = await browser.post('/api/saved-searches', raw);
      expect(answer.status).toBe(400);
      expect(ErrorBody.parse(answer.json)).toEqual({
        code: 'json_too_deep',
        message: 'Request body is nested more than 8 levels deep',
      });
    }
    const shallow = await browser.post('/api/saved-searches', { a: nest(8) });
    expect(shallow.json.code).not.toBe('json_too_deep');
  });

  it('refuses text PostgreSQL cannot store (NUL anywhere, a lone surrogate in the body) with 400 invalid_text', async () => {
    const browser = new TestBrowser(server.url);
    const refused = [
      await browser.post('/api/newsletter', { email: 'nul\u0000@example.com' }),
      await browser.post('/api/newsletter', { ['e\u0000']: 1 }),
      await browser.post('/api/newsletter', '{"email":"a\\ud800@example.com"}'),
      await browser.get('/api/shared-trips/abc%00def'),
      await browser.get('/api/airports/search?q=par%00'),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        code: 'invalid_text',
        message: 'Text may not contain a NUL character or an unpaired surrogate',
      });
    }
  });

  it('refuses a body over BODY_LIMIT with 413', async () => {
    const answer = await new TestBrowser(server.url).post('/api/contact', { message: 'x'.repeat(20_000) });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ code: 'payload_too_large', message: 'Request body is larger than 16kb' });
  });

  it('is ready while the database answers, and counts requests per route pattern in /metrics', async () => {
    const browser = new TestBrowser(server.url);
    const ready = await browser.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', database: db.config.driver });
    await browser.get(`/api/trips/${TRIP_ID}`);
    const metrics = await browser.get('/metrics');
    expect(metrics.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(metrics.text).toMatch(/http_requests_total\{method="GET",route="\/api\/ready",status="200"\} [1-9]/);
    expect(metrics.text).toMatch(/http_requests_total\{method="GET",route="\/api\/trips\/:id",status="401"\} 1/);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/ready"');
    if (db.config.driver === 'postgres') expect(metrics.text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });
});
