import type { Alternative } from '@farewise/contracts';
import type { Airport } from '../airports/airport';
import { distanceKm } from '../pricing/geo';

const MIN_KM = 80;
const MAX_KM = 900;
const CANDIDATES = 12;

/**
 * Cheaper alternative destinations (spec 01 §3): other large airports 80–900 km from the destination, in another
 * city, that a carrier flies to, priced for the same day; only those cheaper than today's fare, biggest saving first.
 * @param cheapestTo the cheapest fare in USD from the origin to an airport; undefined where no carrier flies.
 */
export function cheaperAlternatives(
  origin: Airport,
  destination: Airport,
  airports: readonly Airport[],
  currentFare: number,
  cheapestTo: (airport: Airport) => number | undefined,
  limit = 3,
): Alternative[] {
  return airports
    .filter((a) => a.size === 'large' && a.city !== destination.city && a.city !== origin.city)
    .map((airport) => ({ airport, km: distanceKm(destination, airport) }))
    .filter(({ km }) => km >= MIN_KM && km <= MAX_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, CANDIDATES)
    .flatMap(({ airport, km }) => {
      const price = cheapestTo(airport);
      if (price === undefined) return [];
      return [
        {
          name: `${airport.city} (${airport.iataCode})`,
          description: `${Math.round(km)} km from ${destination.city}, ${airport.country}`,
          price,
          savings: Math.round((currentFare - price) * 100) / 100,
        },
      ];
    })
    .filter((alternative) => alternative.savings > 0)
    .sort((a, b) => b.savings - a.savings)
    .slice(0, limit);
}
