export { FlightSearch, type FlightSearchProps } from './FlightSearch';
export { flexibleDateOptions, travelerOptions, routeToSearch } from './searchOptions';
