export { TravelInsights, type InsightList, type InsightPanel, type TravelInsightsProps } from './TravelInsights';
