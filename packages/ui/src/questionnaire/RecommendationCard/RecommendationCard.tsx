import type { QuestionnaireRecommendation } from '@farewise/contracts';
import { PlaceCard } from '../../destinations/PlaceCard';
import { formatUsd, TRIP_TYPE } from '../../format';

export interface RecommendationCardProps {
  recommendation: QuestionnaireRecommendation;
}

/**
 * One questionnaire recommendation (spec 01 §3): name, description, the round-trip fare from home (USD) and its
 * 30-day change. The card opens `/destination/{id}`.
 */
export function RecommendationCard({ recommendation }: RecommendationCardProps) {
  return (
    <PlaceCard
      place={recommendation}
      description={recommendation.description}
      price={
        <>
          from <strong>{formatUsd(recommendation.averagePrice)}</strong> {TRIP_TYPE.roundTrip}
        </>
      }
      priceChange={recommendation.priceChange}
    />
  );
}
