export { FlightCard, type FlightCardProps } from './FlightCard';
