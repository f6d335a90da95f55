export * from './DestinationCard';
export * from './TrendingDestinations';
