export { FilteredGrid, type FilteredGridProps } from './FilteredGrid';
export { useFilterState, type UseFilterStateOptions } from './useFilterState';
