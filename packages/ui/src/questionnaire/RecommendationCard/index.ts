export { RecommendationCard, type RecommendationCardProps } from './RecommendationCard';
