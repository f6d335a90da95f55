import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { PriceObservationRepository } from './priceObservations';

describe.each(testDatabases())('price observations over $name', (db) => {
  let database: Database;
  let repository: PriceObservationRepository;
  beforeAll(async () => {
    database = await openDatabase(db.config);
    await database.migrate();
    repository = new PriceObservationRepository(database.db);
  });
  afterAll(async () => {
    await database.close();
    await db.drop();
  });

  it('keeps the lowest fare per route, search day and departure day', async () => {
    await repository.record({
      route: 'JFK-CDG',
      observedOn: '2026-03-14',
      departureDate: '2026-05-13',
      lowestFare: 420,
    });
    await repository.record({
      route: 'JFK-CDG',
      observedOn: '2026-03-14',
      departureDate: '2026-05-13',
      lowestFare: 399.5,
    });
    await repository.record({
      route: 'JFK-CDG',
      observedOn: '2026-03-14',
      departureDate: '2026-05-13',
      lowestFare: 450,
    });
    await repository.record({
      route: 'JFK-CDG',
      observedOn: '2026-03-14',
      departureDate: '2026-06-10',
      lowestFare: 380,
    });
    await repository.record({
      route: 'JFK-CDG',
      observedOn: '2026-03-15',
      departureDate: '2026-05-13',
      lowestFare: 410,
    });
    await repository.record({
      route: 'LHR-JFK',
      observedOn: '2026-03-14',
      departureDate: '2026-05-13',
      lowestFare: 300,
    });

    const byDay = await repository.lowestByDay('JFK-CDG', '2026-03-01');
    expect(Object.fromEntries(byDay)).toEqual({ '2026-03-14': 380, '2026-03-15': 410 });
    expect((await repository.lowestByDay('JFK-CDG', '2026-03-15')).size).toBe(1);
  });
});
