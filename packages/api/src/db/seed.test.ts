import { describe, expect, it } from 'vitest';
import { loadAirports } from '../data/airports';
import { AirportIndex } from '../domain/airports/AirportIndex';
import { destinationPrice, priceWindow } from '../domain/destinations/destinationPrice';
import { DestinationRepository } from '../repositories/destinations';
import { PriceObservationRepository } from '../repositories/priceObservations';
import { FareModel } from '../services/fareModel';
import { testDatabases } from '../testing/databases';
import { migratedDatabase } from '../testing/migratedDatabase';
import { seedDestinations } from './seed';

const TODAY = '2026-03-15';
const airports = new AirportIndex(loadAirports());
const fares = new FareModel(airports);

describe.each(testDatabases())('seedDestinations over $name', (db) => {
  const database = migratedDatabase(db);

  it('prices a destination’s change from the departures searches observed now and 30 days ago, others from the model', async () => {
    const { departures, recent, monthAgo } = priceWindow(TODAY);
    await new PriceObservationRepository(database().db).recordAll([
      { route: 'NYC-LIS', observedOn: recent.until, departureDate: departures[2]!, lowestFare: 330 },
      { route: 'NYC-LIS', observedOn: monthAgo.until, departureDate: departures[2]!, lowestFare: 300 },
      { route: 'NYC-HND', observedOn: recent.until, departureDate: departures[2]!, lowestFare: 100 },
    ]);
    await seedDestinations(database().db, airports, fares, TODAY, (destination) => `/images/${destination.id}`);

    const seeded = await new DestinationRepository(database().db).list();
    const lisbon = seeded.find((d) => d.id === 'lisbon')!;
    expect(lisbon.priceChange).toBe(10);
    expect(lisbon.imageUrl).toBe('/images/lisbon');
    const tokyo = seeded.find((d) => d.id === 'tokyo')!;
    const model = destinationPrice(TODAY, (departureDate, bookedOn) =>
      fares.cheapest(airports.get('NYC')!, airports.get('HND')!, departureDate, bookedOn),
    );
    expect([tokyo.averagePrice, tokyo.priceChange]).toEqual([model.averagePrice, model.priceChange]);
  });
});
