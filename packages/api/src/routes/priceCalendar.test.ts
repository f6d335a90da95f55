import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, FlightSearchResponse, PriceCalendarResponse } from '@farewise/contracts';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

// The suites' clock is 15 March 2026.
describe('GET /api/price-calendar', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
  });
  afterAll(() => server.close());

  const calendar = async (params: Record<string, string>) =>
    fetch(`${server.url}/api/price-calendar?${new URLSearchParams(params)}`);
  const month = async (params: Record<string, string>) =>
    PriceCalendarResponse.parse(await (await calendar(params)).json());

  it('answers every day of the month, past days unavailable, with the 3 cheapest days', async () => {
    const body = await month({ origin: 'JFK', destination: 'CDG', month: '2026-03' });
    expect(body.days).toHaveLength(31);
    expect(body.days.slice(0, 14).every((d) => !d.available && d.price === null)).toBe(true);
    const open = body.days.slice(14);
    expect(open.every((d) => d.available && d.price! > 100 && d.price! < 3000)).toBe(true);
    expect(new Set(open.map((d) => d.recommendation))).toEqual(new Set(['best', 'good', 'fair', 'expensive']));
    const cheapest = [...open].sort((a, b) => a.price! - b.price!).slice(0, 3);
    expect(body.topDeals.map((d) => d.price)).toEqual(cheapest.map((d) => d.price));
  });

  it('gives the same fare as a flight search for that day, one way and with the return leg', async () => {
    const oneWay = await month({ origin: 'JFK', destination: 'CDG', month: '2026-05' });
    const day = oneWay.days.find((d) => d.date === '2026-05-13')!;
    const search = async (origin: string, destination: string, departureDate: string) =>
      FlightSearchResponse.parse(
        await (
          await fetch(`${server.url}/api/flights/search?${new URLSearchParams({ origin, destination, departureDate })}`)
        ).json(),
      ).priceStats.current;
    expect(day.price).toBe(await search('JFK', 'CDG', '2026-05-13'));

    const roundTrip = await month({ origin: 'JFK', destination: 'CDG', month: '2026-05', tripNights: '7' });
    expect(roundTrip.tripNights).toBe(7);
    const both = (await search('JFK', 'CDG', '2026-05-13')) + (await search('CDG', 'JFK', '2026-05-20'));
    expect(roundTrip.days.find((d) => d.date === '2026-05-13')!.price).toBeCloseTo(both, 2);
  });

  it('answers 404 for a route no carrier flies: Beauvais sees only low-cost short hauls', async () => {
    const response = await calendar({ origin: 'BVA', destination: 'JFK', month: '2026-05' });
    expect(response.status).toBe(404);
    expect(ErrorBody.parse(await response.json()).message).toBe('No flights serve this route');
  });

  it('is stable: the same month twice gives the same answer', async () => {
    const params = { origin: 'NYC', destination: 'PAR', month: '2026-07' };
    expect(await month(params)).toEqual(await month(params));
  });

  it.each([
    [{ origin: 'JFK', destination: 'CDG', month: '2026-13' }, 'month: Must be a month as YYYY-MM'],
    [{ origin: 'JFK', destination: 'CDG' }, 'month: Invalid input: expected string, received undefined'],
    [{ origin: 'JFK', destination: 'CDG', month: '2026-02' }, 'Month must be between this month and 11 months ahead'],
    [{ origin: 'JFK', destination: 'CDG', month: '2027-03' }, 'Month must be between this month and 11 months ahead'],
    [
      { origin: 'JFK', destination: 'CDG', month: '2026-05', tripNights: '31' },
      'tripNights: Too big: expected number to be <=30',
    ],
    [
      { origin: 'JFK', destination: 'JFK', month: '2026-05' },
      'destination: Origin and destination must be different airports',
    ],
    [{ origin: 'XXX', destination: 'CDG', month: '2026-05' }, 'Unknown airport code: XXX'],
  ])('refuses %j with a 400 saying why', async (params, message) => {
    const response = await calendar(params);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).message).toBe(message);
  });
});
