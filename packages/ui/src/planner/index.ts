export * from './TripPlanner';
export * from './TripPlannerForm';
export * from './TripPlanView';
export { planRequest } from './plannerState';
