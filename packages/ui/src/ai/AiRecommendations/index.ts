export { AiRecommendations, type AiRecommendationsProps } from './AiRecommendations';
