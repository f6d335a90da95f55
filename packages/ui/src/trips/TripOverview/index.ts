export { TripOverview } from './TripOverview';
