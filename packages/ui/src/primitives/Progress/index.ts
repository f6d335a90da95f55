export { Progress, type ProgressProps } from './Progress';
export { clampPercent } from './clampPercent';
