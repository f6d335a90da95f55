export * from './AirportPicker';
export * from './FlightCard';
export * from './FlightList';
export * from './PriceStats';
export * from './BestMonthCard';
export * from './Alternatives';
export * from './FlightResults';
export * from './FlightSearch';
