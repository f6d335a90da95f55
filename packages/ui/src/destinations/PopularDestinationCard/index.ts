export { PopularDestinationCard, type PopularDestinationCardProps } from './PopularDestinationCard';
