export { HotelSearch, type HotelSearchProps } from './HotelSearch';
