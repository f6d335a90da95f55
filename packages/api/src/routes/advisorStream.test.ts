import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorBody,
  FlightSearchResponse,
  PriceHistoryResponse,
  SmartQueryEvent,
  SmartQueryResponse,
  StatusResponse,
} from '@farewise/contracts';
import { ungroundedFigures } from '../domain/advisor/grounding';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { readEvents } from '../testing/eventStream';
import { startFakeOpenAI, sourcesGiven, type FakeOpenAI, type FakeTurn } from '../testing/fakeOpenAI';
import { startTestServer, type TestServer } from '../testing/testServer';

const QUESTION = 'When is the cheapest time to fly from New York to Paris?';
const usd = (value: string) => Number(value.replace(/[$,]/g, ''));
const SSE = { Accept: 'text/event-stream' };

/** The answer as the browser reads it: the events, the streamed text and the final answer. */
async function askStreaming(browser: TestBrowser, query: string) {
  const answer = await browser.post('/api/ai/smart-query', { query }, SSE);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
  // A compressor would hold the events back.
  expect(answer.headers.get('Content-Encoding')).toBeNull();
  expect(answer.headers.get('Cache-Control')).toBe('no-cache');
  const events = readEvents(answer.text).map((event) => SmartQueryEvent.parse(event));
  const last = events.at(-1);
  expect(last?.type).toBe('answer');
  expect(events.slice(0, -1).every((event) => event.type === 'delta')).toBe(true);
  const text = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
  return { events, text, answer: last?.type === 'answer' ? last.answer : undefined };
}

describe('POST /api/ai/smart-query as server-sent events', () => {
  let offline: TestServer;
  let server: TestServer;
  let fake: FakeOpenAI;
  let browser: TestBrowser;
  let offlineBrowser: TestBrowser;
  const warnings: Record<string, unknown>[] = [];
  /** The tools the model calls first: the flight search unless a test says otherwise. */
  let calls: { name: string; arguments: unknown }[] = [
    { name: 'search_flights', arguments: { origin: 'NYC', destination: 'CDG' } },
  ];
  /** What the model writes once it has the route's sources: fare [1] and best month [2] as the tool gave them. */
  let write: (sources: { cite: string; value: string }[]) => string[];

  beforeAll(async () => {
    fake = await startFakeOpenAI((request): FakeTurn => {
      const last = request.messages.at(-1);
      if (last?.role === 'user') return { toolCalls: calls };
      return { content: write(sourcesGiven(request)) };
    });
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const env = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model' };
    // Two servers over one kind of database: the offline advisor (no key), and the model's (with one).
    [offline, server] = await Promise.all([
      startTestServer(testDatabases()[0]!),
      startTestServer(testDatabases()[0]!, env, {}, logger),
    ]);
    offlineBrowser = new TestBrowser(offline.url);
    browser = new TestBrowser(server.url);
  });
  afterAll(async () => {
    await Promise.all([server.close(), offline.close()]);
    await fake.close();
  });

  describe('the offline advisor', () => {
    it('streams the answer in word groups, then the answer event, the same answer JSON gives', async () => {
      const { events, text, answer } = await askStreaming(offlineBrowser, QUESTION);
      expect(events.length).toBeGreaterThan(3);
      expect(text).toBe(answer!.response);
      const json = await offlineBrowser.post('/api/ai/smart-query', { query: QUESTION });
      expect(json.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(SmartQueryResponse.parse(json.json)).toEqual(answer);
    });

    it('refuses a blank question with a plain JSON 400 before any stream', async () => {
      const answer = await offlineBrowser.post('/api/ai/smart-query', { query: '  ' }, SSE);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(ErrorBody.parse(answer.json).issues?.[0]?.message).toBe(
        "Please enter a travel question or destination you're curious about.",
      );
    });

    it('reports the offline advisor in /api/status', async () => {
      const status = StatusResponse.parse((await offlineBrowser.get('/api/status')).json);
      expect(status.ai).toEqual({ configured: false, provider: 'offline' });
    });
  });

  describe('an OpenAI-compatible model', () => {
    beforeEach(() => {
      warnings.length = 0;
    });

    it('streams the model’s grounded answer with the flight search’s own figures as its sources', async () => {
      write = ([fare, month]) => [
        'From New York, ',
        `Paris starts at ${fare!.value} per person today ${fare!.cite}, `,
        `and ${month!.value.split(' ')[0]} is the cheapest month to fly ${month!.cite}.`,
      ];
      const { events, text, answer } = await askStreaming(browser, QUESTION);
      expect(events.map((event) => event.type)).toEqual(['delta', 'delta', 'delta', 'answer']);
      expect(answer!.response).toBe(text);
      expect(ungroundedFigures(answer!.response, answer!.sources)).toEqual([]);
      const [fare, month] = answer!.sources;
      expect([fare!.kind, month!.kind]).toEqual(['fare', 'best-month']);
      const search = FlightSearchResponse.parse(
        (await browser.get(fare!.href.replace('/?', '/api/flights/search?'))).json,
      );
      // The fare booked today: the search's "Current price", as the offline advisor cites it.
      expect(Number(fare!.value.replace(/[$,]/g, ''))).toBe(search.priceStats.current);
      expect(month!.value).toBe(search.recommendations.month);
      expect(warnings).toEqual([]);
    });

    it('serves the offline answer, and logs why, when the model’s figures are not its sources’', async () => {
      write = ([fare]) => [`Paris starts at ${fare!.value} ${fare!.cite}, or $1 in April [1].`];
      const { text, answer } = await askStreaming(browser, QUESTION);
      expect(text).toContain('$1 in April');
      const expected = await offlineBrowser.post('/api/ai/smart-query', { query: QUESTION });
      expect(answer).toEqual(SmartQueryResponse.parse(expected.json));
      expect(warnings).toEqual([
        expect.objectContaining({ level: 40, model: 'fake-model', reason: 'ungrounded', ungrounded: ['$1', 'April'] }),
      ]);
    });

    it('gives the model every tool: calendar, history, destinations, hotels and budget figures as sources, refusals as errors', async () => {
      calls = [
        { name: 'find_airports', arguments: { query: 'Lisbon' } },
        { name: 'price_calendar', arguments: { origin: 'NYC', destination: 'LIS', month: '2026-06' } },
        { name: 'price_history', arguments: { origin: 'NYC', destination: 'LIS', departureDate: '2026-06-10' } },
        { name: 'destinations_within_budget', arguments: { budgetUsd: 1200, perPerson: false, travelers: 2 } },
        {
          name: 'hotel_rates',
          arguments: { destination: 'Lisbon', checkInDate: '2026-06-10', checkOutDate: '2026-06-13', guests: 2 },
        },
        { name: 'estimate_budget', arguments: { destination: 'Lisbon', days: 5, travelers: 2, travelStyle: 'budget' } },
        { name: 'search_flights', arguments: { origin: 'XXX', destination: 'LIS' } },
        { name: 'book_flight', arguments: {} },
      ];
      write = (sources) => [sources.map(({ value, cite }) => `${value} ${cite}`).join(', ') + '.'];
      const { answer } = await askStreaming(browser, 'Lisbon in June for two, on $1,200?');
      expect(warnings).toEqual([]);
      const ofKind = (kind: string) => answer!.sources.filter((source) => source.kind === kind);
      expect(ofKind('calendar')[0]?.href).toBe('/travel-calendar?origin=NYC&destination=LIS&month=2026-06');
      const [range, advice] = ofKind('price-history');
      const chart = PriceHistoryResponse.parse(
        (await browser.get('/api/price-history/NYC-LIS?departureDate=2026-06-10')).json,
      );
      expect(range).toMatchObject({
        label: expect.stringContaining(`today's fares are ${chart.verdict}`),
        href: '/?origin=NYC&destination=LIS&flexibleDates=specific-dates',
      });
      expect(range!.value.split('–').map(usd)).toEqual([chart.typicalRange.low, chart.typicalRange.high]);
      expect(advice).toMatchObject({
        label: expect.stringContaining('departure on June 10'),
        value: `${chart.advice.action === 'buy' ? 'Buy now' : 'Wait'}, ${chart.advice.waitChance}% chance waiting pays off`,
      });
      expect(ofKind('destination').length).toBeGreaterThan(0);
      for (const source of ofKind('destination')) {
        expect(Number(source.value.replace(/[$,]/g, ''))).toBeLessThanOrEqual(600);
        expect(source.href).toMatch(/^\/destination\//);
      }
      // A trip from New York goes somewhere else: the catalogue's New York is not one of them.
      expect(ofKind('destination').map((source) => source.href)).not.toContain('/destination/new-york');
      expect(ofKind('hotel-rate').at(-1)).toMatchObject({
        label: expect.stringContaining('3 nights from June 10'),
        href: '/hotels?destination=Lisbon&checkInDate=2026-06-10&checkOutDate=2026-06-13&guests=2&rooms=1',
      });
      expect(ofKind('budget').map((source) => source.href)).toEqual(
        Array(3).fill('/budget-calculator?destination=Lisbon&duration=5&travelers=2&travelStyle=budget'),
      );
      // What the model read back: the airport codes, and the refusals in words it can pass on.
      const results = fake.requests
        .at(-1)!
        .messages.filter((message) => message.role === 'tool')
        .map((message) => JSON.parse(message.content as string) as Record<string, unknown>);
      expect(results[0]!.airports).toContainEqual(expect.objectContaining({ code: 'LIS' }));
      expect(results.slice(-2)).toEqual([
        { error: 'Unknown airport code: XXX' },
        { error: 'No tool is called book_flight' },
      ]);
    });

    it('cites each figure with the label and link the offline advisor gives the same figure', async () => {
      calls = [
        { name: 'search_flights', arguments: { origin: 'NYC', destination: 'LIS' } },
        { name: 'price_history', arguments: { origin: 'NYC', destination: 'LIS' } },
        { name: 'estimate_budget', arguments: { destination: 'Lisbon', days: 5, travelers: 2, travelStyle: 'budget' } },
        { name: 'destinations_within_budget', arguments: { budgetUsd: 600, perPerson: true } },
      ];
      write = (sources) => [sources.map(({ value, cite }) => `${value} ${cite}`).join(', ') + '.'];
      const { answer } = await askStreaming(browser, 'Lisbon, and where else for $600?');
      expect(warnings).toEqual([]);
      const unnumbered = (sources: SmartQueryResponse['sources']) => sources.map(({ id: _id, ...source }) => source);
      const cited = unnumbered(answer!.sources);
      const kinds = new Set(cited.map((source) => source.kind));
      expect(kinds).toEqual(new Set(['fare', 'best-month', 'price-history', 'budget', 'destination']));
      for (const query of [
        'Is now a good time to buy tickets to Lisbon?',
        'Lisbon for 5 days for two on a budget with $1,200',
        'Where can I go for $600?',
      ]) {
        const offlineAnswer = SmartQueryResponse.parse(
          (await offlineBrowser.post('/api/ai/smart-query', { query })).json,
        );
        const same = unnumbered(offlineAnswer.sources).filter((source) => kinds.has(source.kind));
        expect(same.length, query).toBeGreaterThan(0);
        for (const source of same) expect(cited, query).toContainEqual(source);
      }
    });

    it('reports the OpenAI-compatible advisor and its model in /api/status', async () => {
      const status = StatusResponse.parse((await browser.get('/api/status')).json);
      expect(status.ai).toEqual({ configured: true, provider: 'openai-compatible', model: 'fake-model' });
    });
  });
});
