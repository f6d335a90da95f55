export * from './InspirationCard';
export * from './InspirationFilters';
export * from './TripInspiration';
export { ANY, NO_TRIP_FILTER, filterTrips, filtersActive, type TripFilter } from './filterTrips';
