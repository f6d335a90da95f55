import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorBody,
  FlexibleSearchResponse,
  FlightSearchResponse,
  PriceCalendarResponse,
  PriceGridResponse,
  type FlexibleSearchRequest,
} from '@farewise/contracts';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

// The suites' clock is 15 March 2026.
describe('POST /api/flights/flexible-search', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
  });
  afterAll(() => server.close());

  const post = (body: unknown) =>
    fetch(`${server.url}/api/flights/flexible-search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const search = async (body: FlexibleSearchRequest) => {
    const response = await post(body);
    expect(response.status).toBe(200);
    return FlexibleSearchResponse.parse(await response.json());
  };
  const get = async (path: string, params: Record<string, string>) =>
    (await fetch(`${server.url}/api/${path}?${new URLSearchParams(params)}`)).json();

  it('defaults to NYC → PAR next month, a 7-night round trip on Tuesday to Thursday within a week of the 15th', async () => {
    const { options, calendar } = await search({});
    expect(calendar).toMatchObject({ origin: 'NYC', destination: 'PAR', month: '2026-04', tripNights: 7 });
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect([2, 3, 4]).toContain(weekday(option.departureDate));
      expect(option.departureDate >= '2026-04-08' && option.departureDate <= '2026-04-22').toBe(true);
      const nights = (Date.parse(option.returnDate!) - Date.parse(option.departureDate)) / 86_400_000;
      expect(nights).toBe(7);
      expect(option).toMatchObject({ origin: 'NYC', destination: 'PAR', currency: 'USD', bookingClass: 'Economy' });
      expect(option.price).toBeGreaterThan(200);
      expect(option.duration).toMatch(/^\d+h \d+m$/);
    }
    const prices = options.map((option) => option.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives one price per trip: the option, the calendar day, the grid cell and, one way, the flight search’s lowest fare', async () => {
    const trip = {
      origin: 'JFK',
      destination: 'CDG',
      departureMonth: '2026-05',
      departureDate: '2026-05-13',
      flexibilityLevel: 'low' as const,
      preferredDays: [],
    };
    const roundTrip = await search({ ...trip, tripNights: 5 });
    const option = roundTrip.options.find((o) => o.departureDate === '2026-05-13')!;
    expect(option.flexibility).toBe('exact');
    const calendar = PriceCalendarResponse.parse(
      await get('price-calendar', { origin: 'JFK', destination: 'CDG', month: '2026-05', tripNights: '5' }),
    );
    const grid = PriceGridResponse.parse(
      await get('price-grid', {
        origin: 'JFK',
        destination: 'CDG',
        departureDate: '2026-05-13',
        returnDate: '2026-05-18',
      }),
    );
    const calendarPrice = calendar.days.find((day) => day.date === '2026-05-13')!.price;
    expect([calendarPrice, grid.cells[3]![3], roundTrip.calendar.days[12]!.price]).toEqual([
      option.price,
      option.price,
      option.price,
    ]);

    const oneWay = await search({ ...trip, isRoundTrip: false });
    const flights = FlightSearchResponse.parse(
      await get('flights/search', { origin: 'JFK', destination: 'CDG', departureDate: '2026-05-13' }),
    );
    const lowest = Math.min(...flights.flights.map((flight) => flight.price));
    const exact = oneWay.options.find((o) => o.departureDate === '2026-05-13')!;
    expect(exact).toMatchObject({ price: lowest, returnDate: null });
    expect(oneWay.calendar.tripNights).toBeNull();
  });

  it('saves against the window’s median, offers the whole month at high flexibility, and respects the maximum price', async () => {
    const june = {
      origin: 'LAX',
      destination: 'NRT',
      departureMonth: '2026-06',
      flexibilityLevel: 'high' as const,
      preferredDays: [],
      isRoundTrip: false,
    };
    const { options, calendar } = await search(june);
    expect(options).toHaveLength(30);
    const fares = calendar.days.map((day) => day.price!).sort((a, b) => a - b);
    const median = (fares[14]! + fares[15]!) / 2;
    expect(options[0]!.savings).toBeCloseTo(median - options[0]!.price, 2);
    expect(new Set(options.map((o) => o.flexibility))).toEqual(new Set(['exact', 'nearby', 'month']));
    const capped = await search({ ...june, maxPrice: options[4]!.price });
    expect(capped.options.map((o) => o.price)).toEqual(options.slice(0, capped.options.length).map((o) => o.price));
    expect(capped.options.every((o) => o.price <= options[4]!.price)).toBe(true);
  });

  it('skips past days of the current month', async () => {
    const { options } = await search({ departureMonth: '2026-03', flexibilityLevel: 'high', preferredDays: [] });
    expect(options.every((o) => o.departureDate >= '2026-03-15')).toBe(true);
    expect(options.length).toBeGreaterThan(0);
  });

  it.each([
    [{ departureMonth: '2026-02' }, 'Month must be between this month and 11 months ahead'],
    [{ departureMonth: '2027-03' }, 'Month must be between this month and 11 months ahead'],
    [{ departureMonth: '2026-03', departureDate: '2026-03-10' }, 'Departure date cannot be in the past'],
    [
      { departureMonth: '2026-05', departureDate: '2026-06-02' },
      'departureDate: Departure date must be in the departure month',
    ],
    [
      { departureMonth: '2026-05', returnMonth: '2026-04' },
      'returnMonth: Return month cannot be before the departure month',
    ],
    [{ departureMonth: 'May 2026' }, 'departureMonth: Must be a month as YYYY-MM'],
    [{ travelers: 10 }, 'travelers: Too big: expected number to be <=9'],
    [{ tripNights: 0 }, 'tripNights: Too small: expected number to be >=1'],
    [{ flexibilityLevel: 'extreme' }, 'flexibilityLevel: Invalid option: expected one of "low"|"medium"|"high"'],
    [
      { preferredDays: ['someday'] },
      'preferredDays.0: Invalid option: expected one of "monday"|"tuesday"|"wednesday"|"thursday"|"friday"|"saturday"|"sunday"',
    ],
    [{ maxPrice: -5 }, 'maxPrice: Too small: expected number to be >=0'],
    [{ origin: 'CDG', destination: 'cdg' }, 'destination: Origin and destination must be different airports'],
    [{ origin: 'ZZZ' }, 'Unknown airport code: ZZZ'],
  ])('refuses %j with a 400 saying why', async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).message).toBe(message);
  });
});
