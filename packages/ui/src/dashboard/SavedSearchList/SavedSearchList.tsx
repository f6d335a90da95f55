import type { SavedSearch } from '@farewise/contracts';
import { Search, Trash2 } from 'lucide-react';
import { describeError } from '../../api/client';
import { useMutationToast } from '../../api/useMutationToast';
import { useDeleteSavedSearch, useRunSavedSearch, useSavedSearches } from '../../api/useSavedSearches';
import { formatLongDate, formatUsd } from '../../format';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { IconButton } from '../../primitives/IconButton';
import { withSearch } from '../../primitives/Link/href';
import { Skeleton } from '../../primitives/Skeleton';
import { useRemovalFocus } from '../../primitives/useRemovalFocus';
import { empty, meta, name as nameClass } from './SavedSearchList.css';

const CABIN_NAMES = { economy: 'Economy', premium: 'Premium economy', business: 'Business' } as const;

/** The airports a saved search's Search again opens home with. */
export type SavedRoute = Pick<SavedSearch, 'origin' | 'destination'>;

export interface SavedSearchListProps {
  userId: number;
  /**
   * Opens home with the saved route once Search again has marked the search run: give your router's navigation.
   * By default a full page load of `/?origin=…&destination=…`.
   */
  onSearchAgain?: (route: SavedRoute) => void;
}

/** Search again without a router: the browser loads home with the route. */
const loadHome = (route: SavedRoute) => window.location.assign(withSearch('/', route));

/**
 * The user's saved searches (spec 01 §2 Dashboard, §3, §8): name, route, travellers, cabin, price cap and when it
 * last ran. Search again marks it run and opens home with the route; delete toasts "Search Deleted", or
 * "Delete Failed" – "Failed to delete saved search", and the list refreshes.
 */
export function SavedSearchList({ userId, onSearchAgain = loadHome }: SavedSearchListProps) {
  const searches = useSavedSearches(userId);
  const remove = useDeleteSavedSearch(userId);
  const run = useRunSavedSearch(userId);
  const removal = useRemovalFocus(searches.data?.map((search) => search.id) ?? []);
  const deleteSearch = useMutationToast(remove, {
    success: (_, id) => ({
      title: 'Search Deleted',
      description: `"${searches.data?.find((search) => search.id === id)?.name}" was removed.`,
    }),
    failure: { title: 'Delete Failed', fallback: 'Failed to delete saved search' },
  });

  if (searches.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading saved searches">
        <Skeleton height={88} />
      </div>
    );
  }
  if (searches.isError) {
    return (
      <Alert tone="critical" role="alert">
        Saved searches could not be loaded: {describeError(searches.error)}
      </Alert>
    );
  }
  if (searches.data.length === 0) {
    return (
      <p className={empty} {...removal.empty} tabIndex={-1}>
        No saved searches yet. Search flights on the home page and save the ones you want to follow.
      </p>
    );
  }

  // Only the search being deleted waits: the focus moves on to the next one's Delete before the list has refreshed.
  const deleting = (id: number) => remove.isPending && remove.variables === id;
  const searchAgain = (id: number, route: SavedRoute) => run.mutate(id, { onSettled: () => onSearchAgain(route) });

  return (
    <Stack as="ul" space="md" aria-label="Saved searches" onClick={removal.onClick}>
      {searches.data.map((search) => (
        <Card as="li" key={search.id} variant="outlined">
          <Columns space="md" collapseBelow="tablet" alignY="center">
            <Column>
              <p className={nameClass}>{search.name}</p>
              <p className={meta}>
                {search.origin} → {search.destination} · {search.isRoundTrip ? 'Round trip' : 'One way'} ·{' '}
                {search.travelers} {search.travelers === 1 ? 'traveller' : 'travellers'} ·{' '}
                {CABIN_NAMES[search.travelClass]}
                {search.maxPrice !== null && ` · up to ${formatUsd(search.maxPrice)}`}
              </p>
              <p className={meta}>Last searched {formatLongDate(search.lastSearched)}</p>
            </Column>
            <Column width="content">
              <Inline space="sm" alignY="center">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => searchAgain(search.id, { origin: search.origin, destination: search.destination })}
                >
                  <Search size={16} aria-hidden />
                  Search again
                </Button>
                <IconButton
                  label={`Delete saved search ${search.name}`}
                  icon={<Trash2 size={18} />}
                  {...removal.control(search.id)}
                  unavailable={deleting(search.id)}
                  onClick={() => void deleteSearch(search.id)}
                />
              </Inline>
            </Column>
          </Columns>
        </Card>
      ))}
    </Stack>
  );
}
