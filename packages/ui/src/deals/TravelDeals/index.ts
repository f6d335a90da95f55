export { TravelDeals, type TravelDealsProps } from './TravelDeals';
