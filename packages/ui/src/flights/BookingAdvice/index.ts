export * from './BookingAdvice';
