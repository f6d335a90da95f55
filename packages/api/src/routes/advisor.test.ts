import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BudgetSearchParams,
  calculateBudget,
  DestinationList,
  ErrorBody,
  FlightSearchResponse,
  HotelSearchResponse,
  PriceCalendarResponse,
  PriceHistoryResponse,
  SmartQueryResponse,
} from '@farewise/contracts';
import { ungroundedFigures } from '../domain/advisor/grounding';
import { HELD_OUT_QUESTIONS } from '../domain/advisor/heldOutQuestions';
import { dailyCost } from '../domain/advisor/tripAnswers';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * The Ask AI form's five sample questions (packages/ui, `SAMPLE_QUESTIONS`), as the traveller sends them. The API may
 * not import the UI, so they are written out here; the held-out set uses none of them.
 */
const SAMPLE_QUESTIONS = [
  'When should I fly from New York to Tokyo to pay the least?',
  'Is now a good time to book flights to Rome?',
  'Barcelona or Amsterdam: which is cheaper to fly to?',
  'Where can I go for $700?',
  'What is the cheapest day to fly to London in March?',
];

/** The catalogue's countries in Europe, written out as a check on the regions' airport data. */
const EUROPEAN_COUNTRIES = new Set([
  'Austria',
  'Croatia',
  'Czechia',
  'Denmark',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Iceland',
  'Ireland',
  'Italy',
  'Netherlands',
  'Norway',
  'Portugal',
  'Spain',
  'Switzerland',
  'Türkiye',
  'United Kingdom',
]);

const usd = (value: string) => Number(value.replace(/[$,]/g, ''));

/** A source's href as the API query its page makes: numbers as numbers, as the app's routes read them. */
const searchOf = (href: string) =>
  Object.fromEntries(
    [...new URLSearchParams(href.split('?')[1])].map(([name, value]) => [
      name,
      /^\d+$/.test(value) ? Number(value) : value,
    ]),
  );

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

  it('states only figures its sources state, and cites what each question asks for, over the held-out set', async () => {
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT_QUESTIONS.filter(([query]) => SAMPLE_QUESTIONS.includes(query))).toEqual([]);
    const outcomes = [];
    for (const [query, kinds] of HELD_OUT_QUESTIONS) {
      const { response, sources } = await ask(query);
      const cited = new Set(sources.map((source) => source.kind));
      outcomes.push({
        query,
        grounded: ungroundedFigures(response, sources).length === 0,
        // Questions naming a known place, region or budget get figures; the others get the help text and none.
        asExpected: kinds.length === 0 ? sources.length === 0 : kinds.every((kind) => cited.has(kind)),
      });
    }
    const grounded = outcomes.filter((o) => o.grounded).length;
    console.info(`held-out set: ${grounded} of ${outcomes.length} answers grounded`);
    expect(outcomes.filter((o) => !o.grounded).map((o) => o.query)).toEqual([]);
    expect(outcomes.filter((o) => !o.asExpected).map((o) => o.query)).toEqual([]);
  });

  it('answers each of the Ask AI form’s sample questions with a placed, sourced, grounded answer', async () => {
    for (const query of SAMPLE_QUESTIONS) {
      const { response, sources } = await ask(query);
      expect(sources.length, query).toBeGreaterThan(0);
      expect(response, query).not.toMatch(/^I could not tell/);
      expect(ungroundedFigures(response, sources), query).toEqual([]);
    }
  });

  it('cites the price history’s verdict and advice for “is now a good time to buy”, as GET /api/price-history has them', async () => {
    const { response, sources } = await ask('Is now a good time to buy tickets to London?');
    const history = sources.filter((s) => s.kind === 'price-history');
    expect(history).toHaveLength(2);
    expect(response).toMatch(/^Fares New York → London are (low|typical|high) right now/);
    const { origin, destination } = searchOf(history[0]!.href);
    const search = FlightSearchResponse.parse(
      (await browser.get(`/api/flights/search?origin=${origin}&destination=${destination}`)).json,
    );
    const chart = PriceHistoryResponse.parse(
      (await browser.get(`/api/price-history/${origin}-${destination}?departureDate=${search.flights[0]!.date}`)).json,
    );
    expect(history[0]!.value.split('–').map(usd)).toEqual([chart.typicalRange.low, chart.typicalRange.high]);
    expect(history[0]!.label).toContain(`today's fares are ${chart.verdict}`);
    expect(history[1]!.value).toBe(
      `${chart.advice.action === 'buy' ? 'Buy now' : 'Wait'}, ${chart.advice.waitChance}% chance waiting pays off`,
    );
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('cites the hotel search’s cheapest rate for the stay the question implies, and its hotels search', async () => {
    const { response, sources } = await ask('How much is a hotel in Paris for 3 nights in June for two?');
    const [perNight, total] = sources.filter((s) => s.kind === 'hotel-rate');
    expect(perNight?.href).toMatch(
      /^\/hotels\?destination=\w{3}&checkInDate=2026-06-\d\d&checkOutDate=2026-06-\d\d&guests=2&rooms=1$/,
    );
    expect(response).toMatch(/^The cheapest hotel in Paris for 3 nights from June \d+ for 2 guests is /);
    const hotels = HotelSearchResponse.parse(
      (await browser.get(perNight!.href.replace('/hotels?', '/api/hotels/search?'))).json,
    );
    expect([usd(perNight!.value), usd(total!.value)]).toEqual([hotels[0]!.price.perNight, hotels[0]!.price.total]);
    expect(perNight!.label).toContain(hotels[0]!.hotelName);
    // The stay starts on the day the price calendar finds cheapest to fly in June.
    const calendarSource = sources.find((s) => s.kind === 'calendar')!;
    expect(calendarSource.label).toContain(perNight!.label.match(/from (June \d+)/)![1]!);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('cites the budget calculator’s total for a question with a length and a budget, as its page computes it', async () => {
    const { response, sources } = await ask('Barcelona for 5 days for two people with $4,000');
    const budget = sources.find((s) => s.kind === 'budget');
    expect(budget?.href).toBe('/budget-calculator?destination=Barcelona&duration=5&travelers=2&travelStyle=mid-range');
    const page = calculateBudget(BudgetSearchParams.parse(searchOf(budget!.href)));
    expect(usd(budget!.value)).toBe(page.total);
    expect(response).toContain(`at ${budget!.value} in all`);
    expect(response).toMatch(page.total <= 4000 ? /which fits your budget\.$/ : /which is more than your budget\.$/);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('suggests how long to stay from the destination’s costs and the fare, citing the budget calculator', async () => {
    const { response, sources } = await ask('How long should we stay in Bangkok?');
    expect(sources.map((s) => s.kind)).toEqual(['budget', 'fare', 'best-month', 'best-month']);
    const days = Number(/^About (\d+) days suits Bangkok/.exec(response)?.[1]);
    expect(sources[0]!.href).toBe(
      `/budget-calculator?destination=Bangkok&duration=${days}&travelers=1&travelStyle=mid-range`,
    );
    // The fewest days for which the round trip is at most 30 % of the trip.
    const fare = 2 * usd(sources[1]!.value);
    const perDay = dailyCost('Bangkok', 'mid-range');
    expect(fare / (fare + perDay * days)).toBeLessThanOrEqual(0.3);
    expect(fare / (fare + perDay * (days - 1))).toBeGreaterThan(0.3);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('lists the cheapest places of a region in a month, from the price calendar of each', async () => {
    const { response, sources } = await ask('Cheapest place in Europe in May');
    expect(response).toMatch(/^The cheapest places in Europe to fly to from New York in May: /);
    expect(sources).toHaveLength(3);
    const catalogue = DestinationList.parse((await browser.get('/api/destinations')).json);
    const european = new Set(catalogue.filter((d) => EUROPEAN_COUNTRIES.has(d.country)).map((d) => d.iataCode));
    const fares = [];
    for (const source of sources) {
      expect(source.kind).toBe('calendar');
      const { destination, month } = searchOf(source.href);
      expect(month).toBe('2026-05');
      expect(european.has(String(destination)), String(destination)).toBe(true);
      const calendar = PriceCalendarResponse.parse(
        (await browser.get(source.href.replace('/travel-calendar?', '/api/price-calendar?'))).json,
      );
      expect(usd(source.value)).toBe(calendar.topDeals[0]!.price);
      fares.push(usd(source.value));
    }
    expect(fares).toEqual([...fares].sort((a, b) => a - b));
    // No other European destination flies cheaper that month.
    for (const code of european) {
      const calendar = PriceCalendarResponse.parse(
        (await browser.get(`/api/price-calendar?origin=NYC&destination=${code}&month=2026-05`)).json,
      );
      expect(calendar.topDeals[0]!.price!, code).toBeGreaterThanOrEqual(fares[0]!);
    }
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('lists a region’s or country’s destinations within a budget, each linking its page', async () => {
    const catalogue = DestinationList.parse((await browser.get('/api/destinations')).json);
    const { sources } = await ask('Where in Japan can I go for $2,000?');
    expect(sources.map((s) => s.href).sort()).toEqual(
      catalogue
        .filter((d) => d.country === 'Japan')
        .map((d) => `/destination/${d.id}`)
        .sort(),
    );
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
    const india = await ask('What about India in October?');
    expect(india.sources).toEqual([]);
    expect(india.response).toMatch(/^None of our destinations is in India yet\./);
  });

  it('refuses a blank question with the spec’s message', async () => {
    const answer = await browser.post('/api/ai/smart-query', { query: '   ' });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).issues?.[0]?.message).toBe(
      "Please enter a travel question or destination you're curious about.",
    );
  });
});
