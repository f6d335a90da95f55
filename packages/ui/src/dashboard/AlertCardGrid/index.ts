export { AlertCardGrid, type AlertCardGridProps } from './AlertCardGrid';
