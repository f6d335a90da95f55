export { PriceGrid, type PriceGridProps } from './PriceGrid';
