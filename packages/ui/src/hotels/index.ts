export * from './HotelSearch';
export * from './HotelSearchForm';
export * from './HotelResults';
export * from './HotelCard';
export { visibleHotels, TIER_TONES } from './hotelResults';
export { defaultStay, hotelQuery } from './hotelSearchState';
