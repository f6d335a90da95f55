export { PopularDestinations, type PopularDestinationsProps } from './PopularDestinations';
