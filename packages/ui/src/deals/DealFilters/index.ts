export { DealFilters, type DealFiltersProps } from './DealFilters';
