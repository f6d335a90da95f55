import type { Destination, QuestionnaireAnswers, QuestionnaireRecommendation } from '@farewise/contracts';
import { BEST_MONTHS } from '../data/bestMonths';
import type { Airport } from '../domain/airports/airport';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { destinationPrice } from '../domain/destinations/destinationPrice';
import { distanceKm } from '../domain/pricing/geo';
import { rankDestinations, type RankCandidate } from '../domain/questionnaire/rank';
import type { FareModel } from './fareModel';

type Candidate = RankCandidate & { destination: Destination };

/**
 * Recommends destinations for questionnaire answers (spec 01 §4, §7): prices every curated destination from `home`
 * with the pricing model (round-trip economy fare in USD, booked today), measures its distance, and ranks them with
 * {@link rankDestinations}. `averagePrice` is that fare; `priceChange` the destination's 30-day change in percent.
 */
export function recommendDestinations(
  answers: QuestionnaireAnswers,
  home: Airport,
  destinations: readonly Destination[],
  airports: AirportIndex,
  fares: FareModel,
  today: string,
): QuestionnaireRecommendation[] {
  const candidates = destinations.flatMap((destination): Candidate[] => {
    const airport = airports.get(destination.iataCode);
    if (!airport || airport.iataCode === home.iataCode || home.airports?.includes(airport.iataCode)) return [];
    if (!fares.serves(home, airport)) return [];
    const { averagePrice } = destinationPrice(today, (departureDate, bookedOn) =>
      fares.cheapest(home, airport, departureDate, bookedOn),
    );
    return [
      {
        id: destination.id,
        category: destination.category,
        bestMonths: BEST_MONTHS[destination.id] ?? [],
        distanceKm: distanceKm(home, airport),
        roundTripFare: averagePrice,
        destination,
      },
    ];
  });
  return rankDestinations(answers, candidates).map(({ candidate: { destination, roundTripFare } }) => ({
    id: destination.id,
    name: destination.name,
    description: destination.description,
    imageUrl: destination.imageUrl,
    averagePrice: roundTripFare,
    priceChange: Number.parseFloat(String(destination.priceChange)),
  }));
}
