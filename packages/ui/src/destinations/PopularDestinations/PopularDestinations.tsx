import { useState } from 'react';
import { useDestinations } from '../../api/useDestinations';
import { EmptyState } from '../../layout/EmptyState';
import { CardGridSkeleton } from '../../layout/CardGridSkeleton';
import { cardGrid, filterBar, resultCount, sectionError } from '../../layout/section.css';
import { ChipGroup } from '../../primitives/ChipGroup';
import { SearchField } from '../../primitives/SearchField';
import { PopularDestinationCard } from '../PopularDestinationCard';
import { categoryLabel } from '../categoryTone';
import { ALL, distinctCategories, filterDestinations } from '../filterDestinations';

/**
 * The popular destinations page's list (spec 02 §2, §8): the destinations flagged trending in `GET
 * /api/destinations`, a six-card skeleton while loading, search over name, country and city, category buttons (all,
 * plus the categories among them), "Showing N popular destinations", and "No popular destinations found" when
 * nothing matches.
 */
export function PopularDestinations() {
  const destinations = useDestinations();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const trending = (destinations.data ?? []).filter((d) => d.trending);
  const matches = filterDestinations(trending, query, category);
  const chips = [
    { value: ALL, label: 'All' },
    ...distinctCategories(trending).map((value) => ({ value, label: categoryLabel(value) })),
  ];
  return (
    <div>
      <div className={filterBar}>
        <SearchField
          label="Search popular destinations"
          placeholder="Search by name, country or city"
          value={query}
          onValueChange={setQuery}
        />
        {destinations.isSuccess && (
          <ChipGroup label="Category" chips={chips} value={category} onValueChange={setCategory} />
        )}
      </div>
      {destinations.isPending && <CardGridSkeleton label="Loading popular destinations" height={320} />}
      {destinations.isError && (
        <p className={sectionError} role="alert">
          Failed to fetch destinations
        </p>
      )}
      {destinations.isSuccess && (
        <>
          <h2 className={resultCount} aria-live="polite">
            Showing {matches.length} popular destinations
          </h2>
          {matches.length === 0 ? (
            <EmptyState title="No popular destinations found" text="Try adjusting your search or filter criteria." />
          ) : (
            <ul className={cardGrid} aria-label="Popular destinations">
              {matches.map((destination) => (
                <li key={destination.id}>
                  <PopularDestinationCard destination={destination} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
