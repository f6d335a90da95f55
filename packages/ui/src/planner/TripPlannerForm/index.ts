export { TripPlannerForm, type TripPlannerFormProps } from './TripPlannerForm';
