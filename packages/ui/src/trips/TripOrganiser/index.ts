export { TripOrganiser, type TripOrganiserProps } from './TripOrganiser';
export { TripView, type TripViewProps } from './TripView';
export { SharedTrip } from './SharedTrip';
