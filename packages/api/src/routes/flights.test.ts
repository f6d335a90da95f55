import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, FlightSearchResponse, type Flight } from '@farewise/contracts';
import { DomainError } from '../domain/errors';
import type { FlightDataProvider } from '../providers/FlightDataProvider';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('GET /api/flights/search', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
  });
  afterAll(() => server.close());

  const search = (params: Record<string, string>) =>
    fetch(`${server.url}/api/flights/search?${new URLSearchParams(params)}`);

  it('answers flights, price statistics, the best month and cheaper alternatives', async () => {
    const response = await search({ origin: 'JFK', destination: 'CDG', departureDate: '2026-05-13' });
    expect(response.status).toBe(200);
    const body = FlightSearchResponse.parse(await response.json());
    expect(body.flights.length).toBeGreaterThan(5);
    expect(body.flights.every((f) => f.origin === 'JFK' && f.destination === 'CDG' && f.date === '2026-05-13')).toBe(
      true,
    );
    const cheapest = Math.min(...body.flights.map((f) => f.price));
    expect(body.priceStats.current).toBe(cheapest);
    expect(body.priceStats.lowest).toBeLessThanOrEqual(cheapest);
    expect(body.recommendations.month).toMatch(/^[A-Z][a-z]+ 202[67]$/);
    expect(body.recommendations.confidence).toBeGreaterThanOrEqual(50);
    for (const alternative of body.alternatives) {
      expect(alternative.price).toBeLessThan(cheapest);
      expect(alternative.savings).toBeCloseTo(cheapest - alternative.price, 2);
    }
  });

  it('searches metro codes, with a default date when none is given', async () => {
    const body = FlightSearchResponse.parse(await (await search({ origin: 'NYC', destination: 'PAR' })).json());
    // Nonstops across the Atlantic leave JFK or Newark (LaGuardia has a perimeter rule); none lands at Beauvais.
    expect(body.flights.filter((f) => f.stops === 0).every((f) => ['JFK', 'EWR'].includes(f.origin))).toBe(true);
    expect(body.flights.every((f) => ['CDG', 'ORY'].includes(f.destination))).toBe(true);
    expect(body.flights[0]!.date > '2026-04-28').toBe(true);
  });

  it('anytime results span several dates: the window’s cheapest, each with its own fares', async () => {
    const body = FlightSearchResponse.parse(
      await (await search({ origin: 'JFK', destination: 'CDG', flexibleDates: 'anytime-year' })).json(),
    );
    const dates = new Set(body.flights.map((f) => f.date));
    expect(dates.size).toBe(6);
    expect(new Set(body.flights.slice(0, 5).map((f) => f.date)).size).toBeGreaterThan(2);
    expect([...dates].every((date) => date > '2026-03-15' && date <= '2027-02-15')).toBe(true);
    expect(body.priceStats.current).toBe(Math.min(...body.flights.map((f) => f.price)));
    // Each date's cheapest fare is the price calendar's for that day: one price everywhere.
    for (const date of dates) {
      const calendar = (await (
        await fetch(`${server.url}/api/price-calendar?origin=JFK&destination=CDG&month=${date.slice(0, 7)}`)
      ).json()) as { days: Array<{ date: string; price: number | null }> };
      const fares = body.flights.filter((f) => f.date === date).map((f) => f.price);
      expect(Math.min(...fares)).toBe(calendar.days.find((d) => d.date === date)?.price);
    }
  });

  it('searches the next 3 months within them, and a specific date on that date alone', async () => {
    const soon = FlightSearchResponse.parse(
      await (await search({ origin: 'JFK', destination: 'CDG', flexibleDates: 'next-3-months' })).json(),
    );
    expect(soon.flights.every((f) => f.date > '2026-03-15' && f.date <= '2026-06-15')).toBe(true);
    const specific = FlightSearchResponse.parse(
      await (
        await search({
          origin: 'JFK',
          destination: 'CDG',
          flexibleDates: 'specific-dates',
          departureDate: '2026-05-13',
        })
      ).json(),
    );
    expect(new Set(specific.flights.map((f) => f.date))).toEqual(new Set(['2026-05-13']));
  });

  it('is stable: the same search twice gives the same answer', async () => {
    const first = await (await search({ origin: 'LHR', destination: 'JFK', departureDate: '2026-06-10' })).json();
    const second = await (await search({ origin: 'LHR', destination: 'JFK', departureDate: '2026-06-10' })).json();
    expect(second).toEqual(first);
  });

  it.each([
    [{ origin: 'XXX', destination: 'CDG' }, 'Unknown airport code: XXX'],
    [{ origin: 'JFK', destination: 'jfk' }, 'destination: Origin and destination must be different airports'],
    [{ origin: 'NYC', destination: 'JFK' }, 'Origin and destination must be different airports'],
    [{ origin: 'JFK', destination: 'CDG', departureDate: '2026-03-14' }, 'Departure date cannot be in the past'],
    [{ origin: 'JFK', destination: 'CDG', departureDate: '2027-03-01' }, 'Flights are shown up to 11 months ahead'],
    [{ origin: 'JFK', destination: 'CDG', departureDate: '13/05/2026' }, 'departureDate: Invalid ISO date'],
    [{ origin: 'JFKX', destination: 'CDG' }, 'origin: Must be a three-letter IATA code'],
    [{ origin: 'JFK', destination: 'CDG', travelers: '10' }, 'travelers: Too big: expected number to be <=9'],
    [
      { origin: 'JFK', destination: 'CDG', cabin: 'first' },
      'cabin: Invalid option: expected one of "economy"|"premium"|"business"',
    ],
  ])('refuses %j with a 400 saying why', async (params, message) => {
    const response = await search(params);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).message).toBe(message);
  });
});

describe('GET /api/flights/search when the flight provider has nothing to offer', () => {
  const failing = (offers: () => Promise<Flight[]>): FlightDataProvider => ({
    name: 'duffel',
    deterministic: false,
    offers,
  });

  it.each([
    [failing(() => Promise.resolve([])), 404, 'No flights found on this date'],
    [
      failing(() =>
        Promise.reject(
          new DomainError('UpstreamFailed', 'provider_error', 'The flight provider could not search this route'),
        ),
      ),
      502,
      'The flight provider could not search this route',
    ],
  ])('answers %#: the status and message say why', async (provider, status, message) => {
    const server = await startTestServer(testDatabases()[0]!, {}, { flights: provider });
    try {
      const response = await fetch(`${server.url}/api/flights/search?origin=JFK&destination=CDG`);
      expect(response.status).toBe(status);
      expect(ErrorBody.parse(await response.json()).message).toBe(message);
    } finally {
      await server.close();
    }
  });
});
