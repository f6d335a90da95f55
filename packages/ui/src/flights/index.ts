export * from './AirportPicker';
