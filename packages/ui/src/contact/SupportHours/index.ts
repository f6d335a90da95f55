export { SupportHours } from './SupportHours';
