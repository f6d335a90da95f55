import { DESTINATIONS, type DestinationSeed } from '../data/destinations';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { destinationPrice, REFERENCE_ORIGIN } from '../domain/destinations/destinationPrice';
import { DestinationRepository } from '../repositories/destinations';
import type { FareModel } from '../services/fareModel';
import type { Db } from './database';

/**
 * Seeds the curated destinations with today's model prices and their images. Idempotent: it upserts by id, so
 * running it at every start refreshes prices and image URLs and never duplicates rows.
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
  const rows = DESTINATIONS.map((seed, position) => {
    const destination = airports.get(seed.iataCode);
    if (!destination) throw new Error(`Destination ${seed.id} names an unknown airport: ${seed.iataCode}`);
    const price = destinationPrice(today, (departureDate, bookedOn) =>
      fares.cheapest(origin, destination, departureDate, bookedOn),
    );
    return { ...seed, imageUrl: imageUrl(seed), ...price, position };
  });
  await new DestinationRepository(db).upsertAll(rows);
}
