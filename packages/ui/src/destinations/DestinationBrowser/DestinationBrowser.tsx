import { useState } from 'react';
import { DestinationCategory } from '@farewise/contracts';
import { useDestinations } from '../../api/useDestinations';
import { EmptyState } from '../../layout/EmptyState';
import { CardGridSkeleton } from '../../layout/CardGridSkeleton';
import { cardGrid, filterBar, resultCount, sectionError } from '../../layout/section.css';
import { Button } from '../../primitives/Button';
import { ChipGroup } from '../../primitives/ChipGroup';
import { SearchField } from '../../primitives/SearchField';
import { DestinationCard } from '../DestinationCard';
import { categoryLabel } from '../categoryTone';
import { ALL, filterDestinations } from '../filterDestinations';

const CHIPS = [
  { value: ALL, label: 'All' },
  ...DestinationCategory.options.map((category) => ({ value: category, label: categoryLabel(category) })),
];

/**
 * The destinations list (spec 02 §2): a search box over name, city and country, category chips, and a card per
 * match (catalog badges and category colours, spec 02 §9), all filtered on the client from `GET /api/destinations`.
 * With no match: "No destinations found" and Clear Filters. Loading shows placeholders; a failed load says
 * "Failed to fetch destinations" (spec 01 §8).
 */
export function DestinationBrowser() {
  const destinations = useDestinations();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const matches = filterDestinations(destinations.data ?? [], query, category);
  const clear = () => {
    setQuery('');
    setCategory(ALL);
  };
  return (
    <div>
      <div className={filterBar}>
        <SearchField
          label="Search destinations"
          placeholder="Search by name, city or country"
          value={query}
          onValueChange={setQuery}
        />
        <ChipGroup label="Category" chips={CHIPS} value={category} onValueChange={setCategory} />
      </div>
      {destinations.isPending && <CardGridSkeleton label="Loading destinations" />}
      {destinations.isError && (
        <p className={sectionError} role="alert">
          Failed to fetch destinations
        </p>
      )}
      {destinations.isSuccess &&
        (matches.length === 0 ? (
          <EmptyState
            level={2}
            title="No destinations found"
            text="Try adjusting your search or filter criteria"
            action={<Button onClick={clear}>Clear Filters</Button>}
          />
        ) : (
          <>
            <h2 className={resultCount} aria-live="polite">
              {matches.length} of {destinations.data.length} destinations
            </h2>
            <ul className={cardGrid} aria-label="Destinations">
              {matches.map((destination) => (
                <li key={destination.id}>
                  <DestinationCard destination={destination} variant="catalog" />
                </li>
              ))}
            </ul>
          </>
        ))}
    </div>
  );
}
