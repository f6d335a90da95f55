export { BestMonthCard, type BestMonthCardProps } from './BestMonthCard';
export { confidenceTone } from './confidenceTone';
