export { PlaceCard, type PlaceCardProps } from './PlaceCard';
