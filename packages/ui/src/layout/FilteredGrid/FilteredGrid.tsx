import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { CardGridSkeleton } from '../CardGridSkeleton';
import { EmptyState } from '../EmptyState';
import { CARD_COLUMNS, Tiles } from '../Tiles';
import { filterBar, resultCount, sectionError } from '../section.css';

interface FilteredGridBase<T> {
  /** The search box, chips or selects above the results. */
  filters?: ReactNode;
  /** The items that match the filters, in order; `undefined` while the list is loading. */
  items: readonly T[] | undefined;
  /** The line counting the results, e.g. "Showing 3 of 9 trips", announced politely; shown once loaded. */
  count?: ReactNode;
  /** Makes the count the results' heading (`h2`) instead of a line of text. */
  countIsHeading?: boolean;
  /**
   * What shows when nothing matches (the specs' empty states, e.g. "No deals found"), with a button that resets
   * the filters when `onClear` is given: "Clear Filters" unless `clearLabel` says otherwise.
   */
  empty: { title: string; text?: string; clearLabel?: string; onClear?: () => void };
  /** While `items` is undefined: what the card placeholders announce, and their height in px. */
  loading?: { label: string; height?: number };
  /** A failed load's message, shown instead of the results (e.g. "Failed to fetch destinations"). */
  error?: string;
}

interface CardLayout<T> {
  /** The list's accessible name, e.g. "Destinations". */
  label: string;
  itemKey: (item: T) => string;
  /** One item's card, by its place in the list (0 first). */
  renderItem: (item: T, index: number) => ReactNode;
  renderItems?: never;
}

interface CustomLayout<T> {
  /** Renders the matches as something other than a card grid, such as an accordion. */
  renderItems: (items: readonly T[]) => ReactNode;
  label?: never;
  itemKey?: never;
  renderItem?: never;
}

export type FilteredGridProps<T> = FilteredGridBase<T> & (CardLayout<T> | CustomLayout<T>);

/**
 * A filtered list (spec 02 §2, §8: destinations, popular destinations, deals, trip ideas, FAQs): the filters, then
 * card placeholders while loading, the error of a failed load, or the count and the matching cards, and the empty
 * state with its way out when nothing matches. Filtering itself stays with the screen.
 */
export function FilteredGrid<T>(props: FilteredGridProps<T>) {
  const { filters, items, count, countIsHeading = false, empty, loading, error } = props;
  const Count = countIsHeading ? 'h2' : 'p';
  let results: ReactNode;
  if (error) {
    results = (
      <p className={sectionError} role="alert">
        {error}
      </p>
    );
  } else if (items === undefined) {
    results = <CardGridSkeleton label={loading?.label ?? 'Loading'} height={loading?.height} />;
  } else {
    results = (
      <>
        {count !== undefined && (
          <Count className={resultCount} aria-live="polite">
            {count}
          </Count>
        )}
        {items.length === 0 ? (
          <EmptyState
            title={empty.title}
            text={empty.text}
            action={empty.onClear && <Button onClick={empty.onClear}>{empty.clearLabel ?? 'Clear Filters'}</Button>}
          />
        ) : props.renderItems ? (
          props.renderItems(items)
        ) : (
          <Tiles as="ul" columns={CARD_COLUMNS} space="lg" aria-label={props.label}>
            {items.map((item, index) => (
              <li key={props.itemKey(item)}>{props.renderItem(item, index)}</li>
            ))}
          </Tiles>
        )}
      </>
    );
  }
  return (
    <div>
      {filters && <div className={filterBar}>{filters}</div>}
      {results}
    </div>
  );
}
