export { TRIP_STATUSES, TripStatusBadge } from './TripStatusBadge';
