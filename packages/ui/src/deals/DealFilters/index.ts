export { DealFilters, type DealChoice, type DealFiltersProps } from './DealFilters';
