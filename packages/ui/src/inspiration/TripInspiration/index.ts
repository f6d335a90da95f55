export { TripInspiration, type TripInspirationProps } from './TripInspiration';
export { type TripTheme } from './TripThemes';
