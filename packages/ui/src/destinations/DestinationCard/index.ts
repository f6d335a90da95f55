export { DestinationCard, type DestinationCardProps } from './DestinationCard';
export { homeBadge, priceChangeValue, type HomeBadge } from './homeBadge';
