export * from './DealCard';
export * from './DealFilters';
export * from './FeaturedDealCard';
export * from './NewsletterBox';
export * from './TravelDeals';
export { ALL_DEALS, NO_DEAL_FILTER, daysLeft, dealLink, filterDeals, type DealFilter } from './dealMath';
