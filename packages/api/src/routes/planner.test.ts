import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, TripPlanResponse } from '@farewise/contracts';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';
import { PLAN_REQUEST } from '../testing/trips';

// The suites' clock is 15 March 2026.
const request = PLAN_REQUEST;

describe('POST /api/trip-planner/itinerary', () => {
  let server: TestServer;
  let browser: TestBrowser;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
    browser = new TestBrowser(server.url);
  });
  afterAll(() => server.close());

  it('answers one day per date, timed, priced per person, within the budget, with each chosen interest', async () => {
    const answer = await browser.post('/api/trip-planner/itinerary', request);
    expect(answer.status).toBe(200);
    const plan = TripPlanResponse.parse(answer.json);
    expect(plan.days.map((day) => day.date)).toEqual(['2026-05-04', '2026-05-05', '2026-05-06']);
    expect(plan.budget).toEqual({ parsed: true, total: 1500, currency: 'USD' });
    const activities = plan.days.flatMap((day) => day.activities);
    expect(activities.some((a) => a.type === 'Museums')).toBe(true);
    expect(activities.some((a) => a.type === 'Food & Dining')).toBe(true);
    expect(activities.reduce((sum, a) => sum + a.cost * request.travelers, 0)).toBeLessThanOrEqual(1500);
    expect(activities.every((a) => !a.generic)).toBe(true);
  });

  it('answers 422 naming the budget when even the cheapest plan costs more', async () => {
    const answer = await browser.post('/api/trip-planner/itinerary', { ...request, budget: '$5' });
    expect(answer.status).toBe(422);
    const body = ErrorBody.parse(answer.json);
    expect(body.code).toBe('plan_unsatisfiable');
    expect(body.message).toMatch(/^Budget: /);
  });

  it.each([
    [{ destination: ' ' }, 'destination', 'Destination is required'],
    [{ endDate: '2026-05-03' }, 'endDate', 'End date must be on or after the start date'],
    [{ endDate: '2026-06-04' }, 'endDate', 'End date must be at most 21 days after the start date, both included'],
    [{ travelers: 21 }, 'travelers', 'Travelers must be at most 20'],
    [{ interests: ['Skydiving'] }, 'interests', 'Interests must be from the planner’s list'],
  ])('answers 400 naming the field for %j', async (change, field, message) => {
    const answer = await browser.post('/api/trip-planner/itinerary', { ...request, ...change });
    expect(answer.status).toBe(400);
    const body = ErrorBody.parse(answer.json);
    expect(body.issues?.[0]?.path[0]).toBe(field);
    expect(body.issues?.[0]?.message).toBe(message);
  });
});

describe('POST /api/trip-planner/day', () => {
  let server: TestServer;
  let browser: TestBrowser;
  let plan: TripPlanResponse;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
    browser = new TestBrowser(server.url);
    plan = TripPlanResponse.parse((await browser.post('/api/trip-planner/itinerary', request)).json);
  });
  afterAll(() => server.close());

  it('plans the one day again, with new activities, and keeps the others', async () => {
    const answer = await browser.post('/api/trip-planner/day', { request, days: plan.days, date: '2026-05-05' });
    expect(answer.status).toBe(200);
    const after = TripPlanResponse.parse(answer.json);
    expect([after.days[0], after.days[2]]).toEqual([plan.days[0], plan.days[2]]);
    const before = new Set(plan.days[1]!.activities.map((a) => a.id));
    expect(after.days[1]!.activities.some((a) => before.has(a.id))).toBe(false);
  });

  it.each([
    ['days', { days: [] }],
    ['date', { date: '2026-05-09' }],
    ['date', { date: 'tomorrow' }],
    ['request', { request: { ...request, travelers: 0 } }],
  ])('answers 400 naming %s', async (field, change) => {
    const answer = await browser.post('/api/trip-planner/day', {
      request,
      days: plan.days,
      date: '2026-05-05',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).issues?.[0]?.path[0]).toBe(field);
  });

  it('answers 422 when the days sent break a constraint', async () => {
    const free = plan.days.map((day) => ({ ...day, activities: day.activities.map((a) => ({ ...a, cost: 0 })) }));
    const answer = await browser.post('/api/trip-planner/day', { request, days: free, date: '2026-05-05' });
    expect(answer.status).toBe(422);
    expect(ErrorBody.parse(answer.json).code).toBe('plan_unsatisfiable');
  });
});
