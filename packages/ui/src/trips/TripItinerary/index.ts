export { TripItinerary, type TripItineraryProps } from './TripItinerary';
