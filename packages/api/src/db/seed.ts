import { DESTINATIONS, type DestinationSeed } from '../data/destinations';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { destinationPrice, priceWindow, REFERENCE_ORIGIN } from '../domain/destinations/destinationPrice';
import { DestinationRepository } from '../repositories/destinations';
import { PriceObservationRepository } from '../repositories/priceObservations';
import type { FareModel } from '../services/fareModel';
import type { Db } from './database';

/**
 * Seeds the curated destinations with today's prices and their images: the model's fares, and the 30-day change
 * from the fares searches observed where they observed the same departures now and 30 days ago (see
 * `destinationPrice`). Idempotent: it upserts by id, so running it at every start refreshes prices and image URLs
 * and never duplicates rows.
 * @param imageUrl a destination's image: its locator map's versioned URL (`MapImageService.url`), or a live
 * provider's photo where one is configured.
 * @throws Error when a destination names an airport the index does not know; whatever `imageUrl` throws.
 */
export async function seedDestinations(
  db: Db,
  airports: AirportIndex,
  fares: FareModel,
  today: string,
  imageUrl: (destination: DestinationSeed) => string,
): Promise<void> {
  const origin = airports.get(REFERENCE_ORIGIN)!;
  const routeTo = (iataCode: string) => `${REFERENCE_ORIGIN}-${iataCode}`;
  const window = priceWindow(today);
  const observed = await new PriceObservationRepository(db).forDepartures(
    DESTINATIONS.map((seed) => routeTo(seed.iataCode)),
    window.monthAgo.since,
    { since: window.departures[0]!, until: window.departures.at(-1)! },
  );
  const rows = DESTINATIONS.map((seed, position) => {
    const destination = airports.get(seed.iataCode);
    if (!destination) throw new Error(`Destination ${seed.id} names an unknown airport: ${seed.iataCode}`);
    const price = destinationPrice(
      today,
      (departureDate, bookedOn) => fares.cheapest(origin, destination, departureDate, bookedOn),
      observed.filter((observation) => observation.route === routeTo(seed.iataCode)),
    );
    return { ...seed, imageUrl: imageUrl(seed), ...price, position };
  });
  await new DestinationRepository(db).upsertAll(rows);
}
