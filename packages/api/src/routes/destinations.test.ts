import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DestinationList } from '@farewise/contracts';
import { DESTINATIONS } from '../data/destinations';
import { seedDestinations } from '../db/seed';
import { loadAirports } from '../data/airports';
import { AirportIndex } from '../domain/airports/AirportIndex';
import { FareModel } from '../services/fareModel';
import { testDatabases } from '../testing/databases';
import { mapImages, startTestServer, TEST_NOW, type TestServer } from '../testing/testServer';

describe.each(testDatabases())('GET /api/destinations over $name', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(db);
  });
  afterAll(() => server.close());

  const list = async () => DestinationList.parse(await (await fetch(`${server.url}/api/destinations`)).json());

  it('answers at least 60 real destinations in display order, with prices from the pricing model', async () => {
    const destinations = await list();
    expect(destinations.length).toBeGreaterThanOrEqual(60);
    expect(destinations.map((d) => d.id)).toEqual(DESTINATIONS.map((d) => d.id));
    expect(
      destinations
        .filter((d) => d.trending)
        .slice(0, 6)
        .map((d) => d.id),
    ).toHaveLength(6);
    const lisbon = destinations[0]!;
    expect(lisbon).toMatchObject({
      id: 'lisbon',
      city: 'Lisbon',
      country: 'Portugal',
      category: 'city',
      iataCode: 'LIS',
    });
    expect(lisbon.averagePrice).toBeGreaterThan(200);
    expect(lisbon.averagePrice).toBeLessThan(2000);
  });

  it('seeds idempotently: seeding again keeps one row per destination', async () => {
    const airports = new AirportIndex(loadAirports());
    await seedDestinations(
      server.database.db,
      airports,
      new FareModel(airports),
      TEST_NOW.toISOString().slice(0, 10),
      (destination) => mapImages.url(destination.iataCode),
    );
    const destinations = await list();
    expect(destinations).toHaveLength(DESTINATIONS.length);
    expect(new Set(destinations.map((d) => d.id)).size).toBe(DESTINATIONS.length);
  });
});
