export { AirportPicker, airportLabel, type AirportPickerProps } from './AirportPicker';
export { FALLBACK_AIRPORTS, matchFallbackAirports } from './fallbackAirports';
