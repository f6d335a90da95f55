export { PriceStats, type PriceStatsProps } from './PriceStats';
