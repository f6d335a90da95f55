export { DestinationCard, type DestinationCardProps } from './DestinationCard';
export { homeBadge, priceChangeValue, type HomeBadge } from './homeBadge';
export { catalogBadge, BIG_PRICE_CHANGE, type CatalogBadge } from './catalogBadge';
