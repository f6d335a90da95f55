export * from './HotelSearch';
export * from './HotelSearchForm';
export * from './HotelResults';
export * from './HotelCard';
export { hotelTier, visibleHotels, TIER_TONES, type HotelTier } from './hotelResults';
export { defaultStay, hotelQuery } from './hotelSearchState';
