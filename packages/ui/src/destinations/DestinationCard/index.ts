export { DestinationCard, type DestinationCardProps } from './DestinationCard';
