export { TripPlanView, type TripPlanViewProps } from './TripPlanView';
