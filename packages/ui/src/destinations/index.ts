export * from './CardMedia';
export * from './DestinationCard';
export * from './PriceChange';
export * from './TrendingDestinations';
export { CATALOG_CATEGORY_TONE, POPULAR_CATEGORY_TONE, categoryLabel } from './categoryTone';
