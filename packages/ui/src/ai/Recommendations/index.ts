export { Recommendations, type RecommendationsProps } from './Recommendations';
