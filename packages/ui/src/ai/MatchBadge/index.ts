export { MatchBadge, type MatchBadgeProps } from './MatchBadge';
