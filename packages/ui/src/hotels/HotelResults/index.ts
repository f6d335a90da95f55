export { HOTEL_SEARCH_FAILED, HotelResults, type HotelResultsProps } from './HotelResults';
