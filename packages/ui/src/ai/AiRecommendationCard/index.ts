export { AiRecommendationCard, type AiRecommendationCardProps } from './AiRecommendationCard';
