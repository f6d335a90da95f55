export { TripPlanner, type TripPlannerProps } from './TripPlanner';
