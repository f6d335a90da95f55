export { DealCard, GRID_HIGHLIGHTS, type DealCardProps } from './DealCard';
