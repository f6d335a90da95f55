export { TrendingDestinations } from './TrendingDestinations';
