export { SaveRecommendation, type SaveRecommendationProps } from './SaveRecommendation';
