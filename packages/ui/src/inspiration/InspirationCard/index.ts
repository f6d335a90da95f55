export { BEST_MONTHS_SHOWN, HIGHLIGHTS_SHOWN, InspirationCard, type InspirationCardProps } from './InspirationCard';
