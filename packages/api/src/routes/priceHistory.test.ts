import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, FlightSearchResponse, PriceHistoryResponse } from '@farewise/contracts';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

describe.each(testDatabases())('GET /api/price-history/{route} over $name', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(db);
  });
  afterAll(() => server.close());

  const history = async (route: string) => fetch(`${server.url}/api/price-history/${route}`);

  it('answers a year of daily points and a 90-day forecast, with the typical range and a verdict', async () => {
    const response = await history('jfk-cdg');
    expect(response.status).toBe(200);
    const body = PriceHistoryResponse.parse(await response.json());
    expect(body.route).toBe('JFK-CDG');
    expect(body.points).toHaveLength(455);
    expect(body.points[364]).toMatchObject({ date: '2026-03-15', source: 'model' });
    expect(body.points.at(-1)).toMatchObject({ date: '2026-06-13', source: 'forecast' });
    expect(body.typicalRange.low).toBeLessThanOrEqual(body.typicalRange.high);
    expect(body.advice.departureDate).toBe('2026-04-29');
  });

  it('advises on the departure asked for: far out, wait for the advance-purchase low; close in, buy', async () => {
    const far = PriceHistoryResponse.parse(await (await history('JFK-CDG?departureDate=2026-07-08')).json());
    expect(far.advice).toMatchObject({ departureDate: '2026-07-08', action: 'wait' });
    const near = PriceHistoryResponse.parse(await (await history('JFK-CDG?departureDate=2026-03-25')).json());
    expect(near.advice).toMatchObject({ departureDate: '2026-03-25', action: 'buy' });
  });

  it('advises under the risk setting asked for: Play it safe waits less and carries its own back-test', async () => {
    const save = PriceHistoryResponse.parse(await (await history('NYC-LON?departureDate=2026-05-20')).json());
    const safe = PriceHistoryResponse.parse(await (await history('NYC-LON?departureDate=2026-05-20&risk=safe')).json());
    expect(save.advice).toMatchObject({ risk: 'save', action: 'wait' });
    expect(safe.advice).toMatchObject({ risk: 'safe', action: 'buy', waitUntilDaysOut: null });
    expect(safe.advice.backtest.noWorse).toBeGreaterThan(save.advice.backtest.noWorse);
    expect(save.advice.waitUntilDaysOut).toBeGreaterThan(0);
  });

  it('routes differ: the same departure gets different advice on different routes', async () => {
    const advice = await Promise.all(
      ['JFK-CDG', 'LAX-NRT'].map(
        async (route) =>
          PriceHistoryResponse.parse(await (await history(`${route}?departureDate=2026-04-29`)).json()).advice,
      ),
    );
    expect(advice.map((a) => a.action)).toEqual(['wait', 'buy']);
  });

  it('counts the days searches priced the departure the advice is for', async () => {
    const before = PriceHistoryResponse.parse(await (await history('SFO-LHR?departureDate=2026-05-06')).json());
    expect(before.advice.observedDays).toBe(0);
    const search = await fetch(`${server.url}/api/flights/search?origin=SFO&destination=LHR&departureDate=2026-05-06`);
    expect(search.status).toBe(200);
    const after = PriceHistoryResponse.parse(await (await history('SFO-LHR?departureDate=2026-05-06')).json());
    expect(after.advice.observedDays).toBe(1);
  });

  it('uses the lowest fare a search observed today instead of the model', async () => {
    const search = FlightSearchResponse.parse(
      await (
        await fetch(`${server.url}/api/flights/search?origin=LHR&destination=JFK&departureDate=2026-04-29`)
      ).json(),
    );
    const body = PriceHistoryResponse.parse(await (await history('LHR-JFK')).json());
    expect(body.points[364]).toEqual({ date: '2026-03-15', price: search.priceStats.current, source: 'observed' });
    expect(body.points.filter((p) => p.source === 'observed')).toHaveLength(1);
  });

  it("keeps the model where today's searches were for departures far from 45 days out", async () => {
    const search = await fetch(`${server.url}/api/flights/search?origin=LHR&destination=CDG&departureDate=2026-03-20`);
    expect(search.status).toBe(200);
    const body = PriceHistoryResponse.parse(await (await history('LHR-CDG')).json());
    expect(body.points[364]).toMatchObject({ date: '2026-03-15', source: 'model' });
  });

  it.each([
    ['JFKCDG', 'route: Route must look like NYC-PAR'],
    ['XXX-CDG', 'Unknown airport code: XXX'],
    ['JFK-NYC', 'Origin and destination must be different airports'],
    ['JFK-CDG?departureDate=2026-03-15', 'Departure date must be after today'],
    // Past the last bookable day: pricing every day up to a date years ahead held the process for minutes.
    ['JFK-CDG?departureDate=2031-01-01', 'Flights are shown up to 11 months ahead'],
    ['JFK-CDG?departureDate=29/04/2026', 'departureDate: Invalid ISO date'],
    ['JFK-CDG?risk=bold', 'risk: Invalid option: expected one of "save"|"safe"'],
  ])('refuses %s with a 400 saying why', async (route, message) => {
    const response = await history(route);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).message).toBe(message);
  });
});
