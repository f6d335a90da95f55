import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AirportSearchResponse, ErrorBody } from '@farewise/contracts';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('GET /api/airports/search', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
  });
  afterAll(() => server.close());

  const search = (q: string) => fetch(`${server.url}/api/airports/search?q=${encodeURIComponent(q)}`);

  it('answers the contract with the address the client reads', async () => {
    const response = await search('JFK');
    expect(response.status).toBe(200);
    const { data } = AirportSearchResponse.parse(await response.json());
    expect(data[0]).toEqual({
      iataCode: 'JFK',
      name: 'John F Kennedy International Airport',
      type: 'airport',
      address: { cityName: 'New York', countryName: 'United States', countryCode: 'US' },
    });
  });

  it('marks a metro code as a city, from the airport data rather than its name', async () => {
    const { data } = AirportSearchResponse.parse(await (await search('New York')).json());
    expect(data.find((place) => place.iataCode === 'NYC')?.type).toBe('city');
    expect(data.filter((place) => place.type === 'city').map((place) => place.iataCode)).toEqual(['NYC']);
  });

  it('answers at most 10 airports', async () => {
    const { data } = AirportSearchResponse.parse(await (await search('san')).json());
    expect(data).toHaveLength(10);
  });

  it.each([
    ['p', 'q: Search text must be at least 2 characters'],
    [' p ', 'q: Search text must be at least 2 characters'],
    ['x'.repeat(65), 'q: Search text must be at most 64 characters'],
  ])('refuses q=%j with a 400 saying why', async (q, message) => {
    const response = await search(q);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).message).toBe(message);
  });

  it('refuses a missing q and a repeated q', async () => {
    expect((await fetch(`${server.url}/api/airports/search`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/airports/search?q=par&q=lon`)).status).toBe(400);
  });
});
