export { StatusBanner } from './StatusBanner';
export { statusMode, type StatusMode } from './statusMode';
