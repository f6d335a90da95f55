export { StatusBanner } from './StatusBanner';
export { statusMode, type StatusMode, type StatusService } from './statusMode';
export type { StatusBannerProps } from './StatusBanner';
