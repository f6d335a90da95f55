import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, FlightSearchResponse, PriceCalendarResponse, SmartQueryResponse } from '@farewise/contracts';
import { ungroundedFigures } from '../domain/advisor/grounding';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * The held-out set: questions of every intent, with places in and outside the airport data, none of them the spec's
 * sample questions. `placed` says whether the advisor should find a route (or a budget) to answer with figures.
 */
const QUESTIONS: readonly [query: string, placed: boolean][] = [
  ['When is the cheapest time to fly from New York to Paris?', true],
  ['Cheapest month to fly to Tokyo?', true],
  ['Best time to visit Lisbon for two people', true],
  ['When should I book flights to Reykjavik?', true],
  ['What is the best month to fly from Chicago to Rome?', true],
  ['Cheapest week to go to Cancun in winter', true],
  ['When is it cheap to fly LAX to HNL?', true],
  ['Best time to travel to Bangkok on a budget', true],
  ['Is now a good time to buy tickets to London?', true],
  ['Should I wait for LAX to HNL fares to drop?', true],
  ['Will prices go down for flights to Dubai?', true],
  ['Should I book now for Madrid in June?', true],
  ['Is now a good time to book Sydney for December?', true],
  ['Should I wait to buy flights from Boston to Dublin?', true],
  ['Rome vs Barcelona for a week in May', true],
  ['Compare Tokyo and Seoul for ten days', true],
  ['Paris versus London, which is cheaper?', true],
  ['From Miami: Lima or Bogota cheaper?', true],
  ['Athens vs Istanbul in autumn', true],
  ['Compare flights from Denver to Vancouver and Seattle', true],
  ['Where can I go for $600?', true],
  ['Where can we fly for $2,000 for the two of us?', true],
  ['Where should I travel for under $450 per person?', true],
  ['Where to go in spring for $1.5k?', true],
  ['Where could I go for 900 dollars each?', true],
  ['Where can I go for $150?', true],
  ['How long should we stay in Bangkok?', true],
  ['How many days do I need in Rome?', true],
  ['Is a long weekend in Amsterdam long enough?', true],
  ['How long to spend in Cape Town for a honeymoon?', true],
  ['Tell me about flights from Boston to Dublin', true],
  ['Family of four to Orlando in summer', true],
  ['Sydney in December, 10 days, $3,000 each', true],
  ['A long weekend in Amsterdam', true],
  ['Thinking about Marrakech in March', true],
  ['A week in Bali in August', true],
  ['Santorini or Dubrovnik, which is cheaper?', true],
  ['Hawaii for our anniversary', false],
  ['What about Atlantis next spring?', false],
  ['Where is warm in January?', false],
  ['Help me plan a trip', false],
  ['Cheapest time to visit Narnia?', false],
  ['Is now a good time to buy?', false],
  ['Somewhere with beaches for a week', false],
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

  it('states only figures its sources state, for every question of the held-out set', async () => {
    const outcomes = [];
    for (const [query, placed] of QUESTIONS) {
      const { response, sources } = await ask(query);
      outcomes.push({
        query,
        grounded: ungroundedFigures(response, sources).length === 0,
        sourced: sources.length > 0,
        placed,
      });
    }
    expect(outcomes.filter((o) => !o.grounded)).toEqual([]);
    // Questions naming a known place or a budget get figures; the others get the help text and none.
    expect(outcomes.filter((o) => o.sourced !== o.placed).map((o) => o.query)).toEqual([]);
  });

  it('compares two destinations from New York, the cheaper first, with each one’s best month', async () => {
    const { response, sources } = await ask('Rome vs Barcelona for a week in May');
    expect(sources.map((s) => s.kind)).toEqual(['fare', 'fare', 'best-month', 'best-month']);
    expect(response).toMatch(/^From New York, (Rome|Barcelona) is the cheaper trip today/);
    const [cheap, dear] = sources.map((s) => Number(s.value.replace(/[$,]/g, '')));
    expect(cheap).toBeLessThanOrEqual(dear!);
  });

  it('lists destinations whose round trip fits the budget per person, each linking its page', async () => {
    const { sources } = await ask('Where can I go for $600?');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.kind).toBe('destination');
      expect(Number(source.value.replace(/[$,]/g, ''))).toBeLessThanOrEqual(600);
      expect(source.href).toMatch(/^\/destination\//);
    }
  });

  it('adds the price calendar’s cheapest day of a month the question names', async () => {
    const { response, sources } = await ask('Cheapest day to fly from New York to Paris in June');
    const calendarSource = sources.find((s) => s.kind === 'calendar');
    expect(calendarSource?.href).toMatch(/^\/travel-calendar\?origin=\w{3}&destination=\w{3}&month=2026-06$/);
    const calendar = PriceCalendarResponse.parse(
      (await browser.get(calendarSource!.href.replace('/travel-calendar?', '/api/price-calendar?'))).json,
    );
    expect(Number(calendarSource!.value.replace(/[$,]/g, ''))).toBe(calendar.topDeals[0]!.price);
    expect(response).toContain('[4]');
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('takes the budget from the profile when the question has none', async () => {
    const answer = await browser.post('/api/ai/smart-query', {
      query: 'Where can I go?',
      userContext: { budget: 600 },
    });
    const { sources } = SmartQueryResponse.parse(answer.json);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((s) => s.kind === 'destination' && Number(s.value.replace(/[$,]/g, '')) <= 600)).toBe(true);
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
