import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { migratedDatabase } from '../testing/migratedDatabase';
import { PriceObservationRepository, type PriceObservation } from './priceObservations';

const observation = (
  route: string,
  observedOn: string,
  departureDate: string,
  lowestFare: number,
): PriceObservation => ({
  route,
  observedOn,
  departureDate,
  lowestFare,
});

const anyLead = { min: 0, max: 365 };

describe.each(testDatabases())('price observations over $name', (db) => {
  const database = migratedDatabase(db);
  let repository: PriceObservationRepository;
  beforeAll(() => {
    repository = new PriceObservationRepository(database().db);
  });

  it('keeps the lowest fare per route, search day and departure day across writes', async () => {
    await repository.recordAll([
      observation('JFK-CDG', '2026-03-14', '2026-05-13', 420),
      observation('JFK-CDG', '2026-03-14', '2026-06-10', 380),
      observation('LHR-JFK', '2026-03-14', '2026-05-13', 300),
    ]);
    await repository.recordAll([observation('JFK-CDG', '2026-03-14', '2026-05-13', 399.5)]);
    await repository.recordAll([
      observation('JFK-CDG', '2026-03-14', '2026-05-13', 450),
      observation('JFK-CDG', '2026-03-15', '2026-05-13', 410),
    ]);

    const byDay = await repository.lowestByDay('JFK-CDG', '2026-03-01', anyLead);
    expect(Object.fromEntries(byDay)).toEqual({ '2026-03-14': 380, '2026-03-15': 410 });
    expect((await repository.lowestByDay('JFK-CDG', '2026-03-15', anyLead)).size).toBe(1);
    expect(Object.fromEntries(await repository.lowestByDay('LHR-JFK', '2026-03-01', anyLead))).toEqual({
      '2026-03-14': 300,
    });
  });

  it("reads a search day's lowest fare only of departures the given days out", async () => {
    await repository.recordAll([
      observation('BOS-LIS', '2026-04-01', '2026-04-08', 150),
      observation('BOS-LIS', '2026-04-01', '2026-05-16', 420),
      observation('BOS-LIS', '2026-04-01', '2026-05-17', 410),
      observation('BOS-LIS', '2026-04-02', '2026-09-01', 260),
    ]);
    const byDay = await repository.lowestByDay('BOS-LIS', '2026-03-01', { min: 31, max: 45 });
    expect(Object.fromEntries(byDay)).toEqual({ '2026-04-01': 420 });
  });

  it('reads the observations of some routes from a search day on, for a range of departure days', async () => {
    await repository.recordAll([
      observation('NYC-LIS', '2026-02-10', '2026-03-27', 410),
      observation('NYC-LIS', '2026-02-09', '2026-03-27', 390),
      observation('NYC-LIS', '2026-02-10', '2026-03-31', 430),
      observation('NYC-HND', '2026-03-12', '2026-03-24', 980.5),
      observation('NYC-DPS', '2026-03-12', '2026-03-25', 1200),
    ]);
    const found = await repository.forDepartures(['NYC-LIS', 'NYC-HND'], '2026-02-10', {
      since: '2026-03-24',
      until: '2026-03-30',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        observation('NYC-LIS', '2026-02-10', '2026-03-27', 410),
        observation('NYC-HND', '2026-03-12', '2026-03-24', 980.5),
      ]),
    );
    expect(found).toHaveLength(2);
    expect(await repository.forDepartures([], '2026-01-01', { since: '2026-01-01', until: '2026-12-31' })).toEqual([]);
  });

  it('ignores an empty batch', async () => {
    await expect(repository.recordAll([])).resolves.toBeUndefined();
  });
});
