export { SourceBadge, type SourceBadgeProps } from './SourceBadge';
