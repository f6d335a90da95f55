export { ClockProvider, useNow, type ClockProviderProps } from './ClockProvider';
