export { TripInspiration, type TripInspirationProps, type TripTheme } from './TripInspiration';
