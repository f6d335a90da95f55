export { FeaturedDealCard, type FeaturedDealCardProps } from './FeaturedDealCard';
