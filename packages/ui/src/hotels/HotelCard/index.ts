export { AMENITIES_SHOWN, HotelCard, type HotelCardProps } from './HotelCard';
