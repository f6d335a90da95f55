import { Link } from '@tanstack/react-router';
import type { QuestionnaireRecommendation } from '@farewise/contracts';
import { formatUsd } from '../../format';
import { PriceChange } from '../../destinations/PriceChange';
import { CardMedia } from '../../destinations/CardMedia';
import { blurb, body, card, footer, name } from '../../destinations/DestinationCard/DestinationCard.css';

export interface RecommendationCardProps {
  recommendation: QuestionnaireRecommendation;
}

/**
 * One questionnaire recommendation (spec 01 §3): name, description, the round-trip fare from home (USD) and its
 * 30-day change. The card opens `/destination/{id}`.
 */
export function RecommendationCard({ recommendation }: RecommendationCardProps) {
  return (
    <Link to="/destination/$id" params={{ id: recommendation.id }} className={card}>
      <CardMedia imageUrl={recommendation.imageUrl} />
      <div className={body}>
        <h3 className={name}>{recommendation.name}</h3>
        <p className={blurb}>{recommendation.description}</p>
        <div className={footer}>
          <span>
            from <strong>{formatUsd(recommendation.averagePrice)}</strong> round trip
          </span>
          <PriceChange percent={recommendation.priceChange} />
        </div>
      </div>
    </Link>
  );
}
