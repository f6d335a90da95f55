import type { HotelFilter, HotelResult, HotelSort } from '@farewise/contracts';
import { FilteredGrid } from '../../layout/FilteredGrid';
import { Tiles } from '../../layout/Tiles';
import { FormField } from '../../primitives/FormField';
import { Select } from '../../primitives/Select';
import { HotelCard } from '../HotelCard';
import { HOTEL_FILTER_OPTIONS, HOTEL_SORT_OPTIONS, visibleHotels } from '../hotelResults';

/** The failed search's text (spec 02 §8). */
export const HOTEL_SEARCH_FAILED = 'Failed to search hotels. Please try again or check your search parameters.';

export interface HotelResultsProps {
  /** The search's hotels; `undefined` while searching (skeletons show). */
  hotels: readonly HotelResult[] | undefined;
  /** Whether the search failed: the spec's error shows instead of results. */
  failed?: boolean;
  /** The result filter and sort shown (controlled), e.g. from the URL. */
  filter: HotelFilter;
  sort: HotelSort;
  onFilterChange: (filter: HotelFilter) => void;
  onSortChange: (sort: HotelSort) => void;
  /** Nights and rooms searched, for each card's total. */
  nights: number;
  rooms: number;
}

/**
 * The hotel results (spec 02 §2, §4, §8, §9): the filter (luxury, budget, business) and sort (price, rating,
 * name) selects, skeletons while searching, "Failed to search hotels…" on failure, "No Hotels Found" for a search
 * with no hotels, "Showing X of Y hotels", and a card per hotel. A filter that hides every hotel offers to show
 * all again.
 */
export function HotelResults({
  hotels,
  failed = false,
  filter,
  sort,
  onFilterChange,
  onSortChange,
  nights,
  rooms,
}: HotelResultsProps) {
  const shown = hotels && visibleHotels(hotels, filter, sort);
  const empty =
    hotels?.length === 0
      ? { title: 'No Hotels Found', text: 'Try adjusting your search criteria or check your destination spelling.' }
      : {
          title: 'No hotels match this filter',
          text: 'Show all hotels to see every result of your search.',
          clearLabel: 'Show All Hotels',
          onClear: () => onFilterChange('all'),
        };
  return (
    <FilteredGrid
      filters={
        hotels &&
        hotels.length > 0 && (
          <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="md">
            <FormField label="Filter">
              {(props) => (
                <Select
                  {...props}
                  options={HOTEL_FILTER_OPTIONS}
                  value={filter}
                  onValueChange={(next) => onFilterChange(next as HotelFilter)}
                />
              )}
            </FormField>
            <FormField label="Sort by">
              {(props) => (
                <Select
                  {...props}
                  options={HOTEL_SORT_OPTIONS}
                  value={sort}
                  onValueChange={(next) => onSortChange(next as HotelSort)}
                />
              )}
            </FormField>
          </Tiles>
        )
      }
      items={shown}
      error={failed ? HOTEL_SEARCH_FAILED : undefined}
      count={hotels && hotels.length > 0 ? `Showing ${shown!.length} of ${hotels.length} hotels` : undefined}
      empty={empty}
      loading={{ label: 'Searching hotels', height: 420 }}
      label="Hotels"
      itemKey={(hotel) => hotel.id}
      renderItem={(hotel) => <HotelCard hotel={hotel} nights={nights} rooms={rooms} />}
    />
  );
}
