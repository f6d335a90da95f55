import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, QuestionnaireResponse, type QuestionnaireAnswers } from '@farewise/contracts';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

describe.each(testDatabases())('GET /api/questionnaire/5 over $name', (db) => {
  let server: TestServer;
  let browser: TestBrowser;
  beforeAll(async () => {
    server = await startTestServer(db);
    browser = new TestBrowser(server.url);
  });
  afterAll(() => server.close());

  const ask = (preferences: unknown, extra = '') =>
    browser.get(
      `/api/questionnaire/5?preferences=${encodeURIComponent(typeof preferences === 'string' ? preferences : JSON.stringify(preferences))}${extra}`,
    );
  const recommend = async (answers: QuestionnaireAnswers, extra = '') => {
    const answer = await ask(answers, extra);
    expect(answer.status).toBe(200);
    return QuestionnaireResponse.parse(answer.json).recommendations;
  };

  it('answers six real destinations with model prices, and different answers give different picks', async () => {
    const winterBeach = await recommend({ 1: 'beach', 2: 'week', 3: 'winter', 4: 'couple', 5: 'mid-range' });
    expect(winterBeach).toHaveLength(6);
    expect(winterBeach[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(winterBeach.map((r) => r.id)).toEqual(expect.arrayContaining(['cancun']));
    expect(winterBeach.map((r) => r.id)).not.toContain('santorini');
    for (const r of winterBeach) expect(r.averagePrice).toBeGreaterThan(100);

    const winterMountain = await recommend({ 1: 'mountain', 2: 'week', 3: 'winter', 4: 'group', 5: 'luxury' });
    expect(winterMountain[0]!.id).not.toBe(winterBeach[0]!.id);
    expect(winterMountain.map((r) => r.id)).toEqual(expect.arrayContaining(['denver']));

    const weekendCity = await recommend({ 1: 'city', 2: 'weekend', 3: 'flexible', 4: 'solo', 5: 'budget' });
    expect(weekendCity.map((r) => r.id)).toEqual(expect.arrayContaining(['montreal']));
    expect(weekendCity.map((r) => r.id)).not.toContain('tokyo');
  });

  it('prices from the home airport given as origin', async () => {
    const answers: QuestionnaireAnswers = { 1: 'city', 2: 'weekend', 3: 'spring', 4: 'couple', 5: 'budget' };
    const fromLondon = (await recommend(answers, '&origin=LON')).map((r) => r.id);
    expect(fromLondon).not.toContain('london');
    expect(fromLondon).toEqual(expect.arrayContaining(['paris']));
    expect(fromLondon).not.toEqual((await recommend(answers)).map((r) => r.id));
  });

  it.each([
    ['malformed JSON', '{1:beach', /valid JSON/],
    ['a missing step', { 1: 'beach', 2: 'week', 3: 'winter', 4: 'couple' }, /5/],
    ['an unknown option', { 1: 'moon', 2: 'week', 3: 'winter', 4: 'couple', 5: 'budget' }, /1/],
  ])('rejects %s with a 400 that says what is wrong', async (_, preferences, message) => {
    const answer = await ask(preferences);
    expect(answer.status).toBe(400);
    const body = ErrorBody.parse(answer.json);
    expect(JSON.stringify(body)).toMatch(message);
  });

  it('rejects a missing preferences, another step, and an unknown origin', async () => {
    expect((await browser.get('/api/questionnaire/5')).status).toBe(400);
    const step = await browser.get(`/api/questionnaire/4?preferences=${encodeURIComponent('{}')}`);
    expect(step.status).toBe(400);
    expect(ErrorBody.parse(step.json).issues?.[0]?.message).toBe('Only step 5 returns recommendations');
    const answers = { 1: 'beach', 2: 'week', 3: 'winter', 4: 'couple', 5: 'budget' };
    const origin = await ask(answers, '&origin=QQQ');
    expect(origin.status).toBe(400);
    expect(ErrorBody.parse(origin.json).message).toBe('Unknown airport code: QQQ');
  });
});
