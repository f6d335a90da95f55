export * from './Questionnaire';
export * from './RecommendationCard';
