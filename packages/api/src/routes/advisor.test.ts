import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, FlightSearchResponse, SmartQueryResponse } from '@farewise/contracts';
import { ungroundedFigures } from '../domain/advisor/grounding';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

/** Questions of every kind the offline advisor reads, none of them the spec's sample questions. */
const QUESTIONS = [
  'When is the cheapest time to fly from New York to Paris?',
  'Cheapest month to fly to Tokyo?',
  'Is now a good time to buy tickets to London?',
  'Should I wait for LAX to HNL fares to drop?',
  'Best time to visit Lisbon for two people',
  'Rome vs Barcelona for a week in May',
  'How long should we stay in Bangkok?',
  'Where can I go from Chicago for $600?',
  'Tell me about flights from Boston to Dublin',
  'Family of four to Orlando in summer',
  'Sydney in December, 10 days, $3,000 each',
  'A long weekend in Amsterdam',
];

describe('POST /api/ai/smart-query (offline advisor)', () => {
  let server: TestServer;
  let browser: TestBrowser;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
    browser = new TestBrowser(server.url);
  });
  afterAll(() => server.close());

  const ask = async (query: string) => {
    const answer = await browser.post('/api/ai/smart-query', { query, userContext: {} });
    expect(answer.status, answer.text).toBe(200);
    return SmartQueryResponse.parse(answer.json);
  };

  it('answers the cheapest time with cited sources, its best month the flight search’s own', async () => {
    const { response, sources } = await ask('When is the cheapest time to fly from New York to Paris?');
    expect(sources.map((s) => [s.id, s.kind])).toEqual([
      [1, 'fare'],
      [2, 'best-month'],
      [3, 'best-month'],
    ]);
    for (const cite of ['[1]', '[2]', '[3]']) expect(response).toContain(cite);
    expect(ungroundedFigures(response, sources)).toEqual([]);
    const search = FlightSearchResponse.parse(
      (await browser.get(sources[0]!.href.replace('/?', '/api/flights/search?'))).json,
    );
    expect(sources[1]!.value).toBe(search.recommendations.month);
    expect(response).toContain(search.recommendations.month.split(' ')[0]!);
  });

  it('states only figures its sources state, for every question of the set', async () => {
    const grounded = [];
    let sourced = 0;
    for (const query of QUESTIONS) {
      const { response, sources } = await ask(query);
      grounded.push(ungroundedFigures(response, sources).length === 0);
      if (sources.length > 0) sourced += 1;
    }
    expect(grounded.filter(Boolean)).toHaveLength(QUESTIONS.length);
    // Every question of the set names a place the airport index knows: each gets figures, not the help text.
    expect(sourced).toBe(QUESTIONS.length);
  });

  it('says what it can help with, and states no figure, for a place it cannot find', async () => {
    const { response, sources } = await ask('What about Atlantis next spring?');
    expect(sources).toEqual([]);
    expect(response).toMatch(/^I could not tell which place you mean\./);
  });

  it('refuses a blank question with the spec’s message', async () => {
    const answer = await browser.post('/api/ai/smart-query', { query: '   ' });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).issues?.[0]?.message).toBe(
      "Please enter a travel question or destination you're curious about.",
    );
  });
});
