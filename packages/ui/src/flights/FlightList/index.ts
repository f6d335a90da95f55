export { FlightList, type FlightListProps } from './FlightList';
