export { FlightResults, type FlightResultsProps } from './FlightResults';
