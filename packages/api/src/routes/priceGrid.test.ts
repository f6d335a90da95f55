import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, PriceCalendarResponse, PriceGridResponse } from '@farewise/contracts';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

// The suites' clock is 15 March 2026.
describe('GET /api/price-grid', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
  });
  afterAll(() => server.close());

  const get = async (path: string, params: Record<string, string>) =>
    fetch(`${server.url}/api/${path}?${new URLSearchParams(params)}`);
  const grid = async (params: Record<string, string>) =>
    PriceGridResponse.parse(await (await get('price-grid', params)).json());

  it('answers 7 × 7 round-trip fares around the dates, with the cheapest cell', async () => {
    const body = await grid({
      origin: 'JFK',
      destination: 'CDG',
      departureDate: '2026-05-13',
      returnDate: '2026-05-20',
    });
    expect(body.departureDates).toEqual([
      '2026-05-10',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
    ]);
    expect(body.returnDates[0]).toBe('2026-05-17');
    expect(body.cells.flat().every((cell) => cell !== null && cell > 200 && cell < 6000)).toBe(true);
    const lowest = Math.min(...body.cells.flat().map((cell) => cell!));
    expect(body.cheapest!.price).toBe(lowest);
    const d = body.departureDates.indexOf(body.cheapest!.departureDate);
    const r = body.returnDates.indexOf(body.cheapest!.returnDate);
    expect(body.cells[d]![r]).toBe(lowest);
  });

  it('gives the price calendar’s fare for the same departure and trip length', async () => {
    const body = await grid({
      origin: 'JFK',
      destination: 'CDG',
      departureDate: '2026-05-13',
      returnDate: '2026-05-20',
    });
    const calendar = PriceCalendarResponse.parse(
      await (
        await get('price-calendar', { origin: 'JFK', destination: 'CDG', month: '2026-05', tripNights: '7' })
      ).json(),
    );
    expect(body.cells[3]![3]).toBe(calendar.days.find((day) => day.date === '2026-05-13')!.price);
  });

  it('leaves past departures and returns not after the departure empty', async () => {
    const body = await grid({
      origin: 'JFK',
      destination: 'CDG',
      departureDate: '2026-03-15',
      returnDate: '2026-03-17',
    });
    // 12–14 March are past.
    expect(body.cells.slice(0, 3).every((row) => row.every((cell) => cell === null))).toBe(true);
    // Out on the 18th (row 6), back on the 14th to the 18th (columns 0–4).
    expect(body.cells[6]!.slice(0, 5).every((cell) => cell === null)).toBe(true);
    expect(body.cells[6]![5]).not.toBeNull();
  });

  it.each([
    [
      { origin: 'JFK', destination: 'CDG', departureDate: '2026-05-20', returnDate: '2026-05-13' },
      'returnDate: Return date must be after the departure date',
    ],
    [
      { origin: 'JFK', destination: 'CDG', departureDate: '2026-03-10', returnDate: '2026-03-20' },
      'Departure date cannot be in the past',
    ],
    [
      { origin: 'JFK', destination: 'CDG', departureDate: '2027-03-01', returnDate: '2027-03-08' },
      'Flights are shown up to 11 months ahead',
    ],
    [
      { origin: 'JFK', destination: 'CDG', departureDate: '13/05/2026', returnDate: '2026-05-20' },
      'departureDate: Invalid ISO date',
    ],
    [
      { origin: 'JFK', destination: 'CDG', departureDate: '2026-05-13' },
      'returnDate: Invalid input: expected string, received undefined',
    ],
    [
      { origin: 'CDG', destination: 'cdg', departureDate: '2026-05-13', returnDate: '2026-05-20' },
      'destination: Origin and destination must be different airports',
    ],
  ])('refuses %j with a 400 saying why', async (params, message) => {
    const response = await get('price-grid', params);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).message).toBe(message);
  });
});
