import { DestinationsSearchParams } from '@farewise/contracts';
import { useDestinations } from '../../api/useDestinations';
import { FilteredGrid } from '../../layout/FilteredGrid';
import { useFilterState } from '../../layout/FilteredGrid/useFilterState';
import { ChipGroup } from '../../primitives/ChipGroup';
import { SearchField } from '../../primitives/SearchField';
import { PopularDestinationCard } from '../PopularDestinationCard';
import { categoryLabel } from '../categoryTone';
import { ALL, distinctCategories, filterDestinations } from '../filterDestinations';

const NO_FILTERS = DestinationsSearchParams.parse({});

export interface PopularDestinationsProps {
  /** The search text and category shown (controlled), e.g. from the URL's `q` and `category`. */
  filters?: DestinationsSearchParams;
  /** Where uncontrolled filters start; none by default. */
  defaultFilters?: DestinationsSearchParams;
  /** Called with every change: each keystroke and category button. */
  onFiltersChange?: (filters: DestinationsSearchParams) => void;
}

/**
 * The popular destinations page's list (spec 02 §2, §8): the destinations flagged trending in `GET
 * /api/destinations`, a six-card skeleton while loading, search over name, country and city, category buttons (all,
 * plus the categories among them), "Showing N popular destinations", and "No popular destinations found" when
 * nothing matches.
 */
export function PopularDestinations({
  filters: filtersProp,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
}: PopularDestinationsProps) {
  const destinations = useDestinations();
  const [filters, setFilters] = useFilterState({
    value: filtersProp,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
  });
  const trending = destinations.data?.filter((d) => d.trending);
  const matches = trending && filterDestinations(trending, filters.q, filters.category);
  const chips = [
    { value: ALL, label: 'All' },
    ...distinctCategories(trending ?? []).map((value) => ({ value, label: categoryLabel(value) })),
  ];
  return (
    <FilteredGrid
      filters={
        <>
          <SearchField
            label="Search popular destinations"
            placeholder="Search by name, country or city"
            value={filters.q}
            onValueChange={(q) => setFilters({ ...filters, q })}
          />
          {trending && (
            <ChipGroup
              label="Category"
              chips={chips}
              value={filters.category}
              onValueChange={(category) => setFilters({ ...filters, category: category as typeof filters.category })}
            />
          )}
        </>
      }
      items={matches}
      count={`Showing ${matches?.length} popular destinations`}
      countIsHeading
      loading={{ label: 'Loading popular destinations', height: 320 }}
      error={destinations.isError ? 'Failed to fetch destinations' : undefined}
      empty={{ title: 'No popular destinations found', text: 'Try adjusting your search or filter criteria.' }}
      label="Popular destinations"
      itemKey={(destination) => destination.id}
      renderItem={(destination) => <PopularDestinationCard destination={destination} />}
    />
  );
}
