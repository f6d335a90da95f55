import { DestinationCategory, DestinationsSearchParams } from '@farewise/contracts';
import { useDestinations } from '../../api/useDestinations';
import { FilteredGrid } from '../../layout/FilteredGrid';
import { useFilterState } from '../../layout/FilteredGrid/useFilterState';
import { ChipGroup } from '../../primitives/ChipGroup';
import { SearchField } from '../../primitives/SearchField';
import { DestinationCard } from '../DestinationCard';
import { categoryLabel } from '../categoryTone';
import { ALL, filterDestinations } from '../filterDestinations';

const CHIPS = [
  { value: ALL, label: 'All' },
  ...DestinationCategory.options.map((category) => ({ value: category, label: categoryLabel(category) })),
];

const NO_FILTERS = DestinationsSearchParams.parse({});

export interface DestinationBrowserProps {
  /** The search text and category shown (controlled), e.g. from the URL's `q` and `category`. */
  filters?: DestinationsSearchParams;
  /** Where uncontrolled filters start; none by default. */
  defaultFilters?: DestinationsSearchParams;
  /** Called with every change: each keystroke, chip and Clear Filters. */
  onFiltersChange?: (filters: DestinationsSearchParams) => void;
}

/**
 * The destinations list (spec 02 §2): a search box over name, city and country, category chips, and a card per
 * match (catalog badges and category colours, spec 02 §9), all filtered on the client from `GET /api/destinations`.
 * With no match: "No destinations found" and Clear Filters. Loading shows placeholders; a failed load says
 * "Failed to fetch destinations" (spec 01 §8).
 */
export function DestinationBrowser({
  filters: filtersProp,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
}: DestinationBrowserProps) {
  const destinations = useDestinations();
  const [filters, setFilters] = useFilterState({
    value: filtersProp,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
  });
  const matches = destinations.data && filterDestinations(destinations.data, filters.q, filters.category);
  return (
    <FilteredGrid
      filters={
        <>
          <SearchField
            label="Search destinations"
            placeholder="Search by name, city or country"
            value={filters.q}
            onValueChange={(q) => setFilters({ ...filters, q })}
          />
          <ChipGroup
            label="Category"
            chips={CHIPS}
            value={filters.category}
            onValueChange={(category) => setFilters({ ...filters, category: category as typeof filters.category })}
          />
        </>
      }
      items={matches}
      count={`${matches?.length} of ${destinations.data?.length} destinations`}
      countIsHeading
      loading={{ label: 'Loading destinations' }}
      error={destinations.isError ? 'Failed to fetch destinations' : undefined}
      empty={{
        title: 'No destinations found',
        text: 'Try adjusting your search or filter criteria',
        onClear: () => setFilters(NO_FILTERS),
      }}
      label="Destinations"
      itemKey={(destination) => destination.id}
      // The first card's map is the page's largest paint: it loads at once, the rest as they near the screen.
      renderItem={(destination, index) => (
        <DestinationCard destination={destination} variant="catalog" priority={index === 0} />
      )}
    />
  );
}
