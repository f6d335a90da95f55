export { PopularDestinations } from './PopularDestinations';
