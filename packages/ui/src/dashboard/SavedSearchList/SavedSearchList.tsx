import { useNavigate } from '@tanstack/react-router';
import { Search, Trash2 } from 'lucide-react';
import { describeError } from '../../api/client';
import { useDeleteSavedSearch, useRunSavedSearch, useSavedSearches } from '../../api/useSavedSearches';
import { formatLongDate, formatUsd } from '../../format';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { IconButton } from '../../primitives/IconButton';
import { Skeleton } from '../../primitives/Skeleton';
import { useToast } from '../../primitives/Toast';
import { sectionError } from '../../layout/section.css';
import { actions, empty, item, list, meta, name as nameClass } from './SavedSearchList.css';

const CABIN_NAMES = { economy: 'Economy', premium: 'Premium economy', business: 'Business' } as const;

export interface SavedSearchListProps {
  userId: number;
}

/**
 * The user's saved searches (spec 01 §2 Dashboard, §3, §8): name, route, travellers, cabin, price cap and when it
 * last ran. Search again marks it run and opens home with the route; delete toasts "Search Deleted", or
 * "Delete Failed" – "Failed to delete saved search", and the list refreshes.
 */
export function SavedSearchList({ userId }: SavedSearchListProps) {
  const searches = useSavedSearches(userId);
  const remove = useDeleteSavedSearch(userId);
  const run = useRunSavedSearch(userId);
  const navigate = useNavigate();
  const { toast } = useToast();

  if (searches.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading saved searches">
        <Skeleton height={88} />
      </div>
    );
  }
  if (searches.isError) {
    return (
      <p className={sectionError} role="alert">
        Saved searches could not be loaded: {describeError(searches.error)}
      </p>
    );
  }
  if (searches.data.length === 0) {
    return (
      <p className={empty}>
        No saved searches yet. Search flights on the home page and save the ones you want to follow.
      </p>
    );
  }

  const deleteSearch = (id: number, label: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Search Deleted', description: `"${label}" was removed.` }),
      onError: (error) =>
        toast({
          title: 'Delete Failed',
          description: describeError(error, 'Failed to delete saved search'),
          variant: 'destructive',
        }),
    });
  const searchAgain = (id: number, origin: string, destination: string) =>
    run.mutate(id, {
      onSettled: () => void navigate({ to: '/', search: { origin, destination } as never }),
    });

  return (
    <ul className={list} aria-label="Saved searches">
      {searches.data.map((search) => (
        <Card as="li" key={search.id} className={item} variant="outlined">
          <div>
            <p className={nameClass}>{search.name}</p>
            <p className={meta}>
              {search.origin} → {search.destination} · {search.isRoundTrip ? 'Round trip' : 'One way'} ·{' '}
              {search.travelers} {search.travelers === 1 ? 'traveller' : 'travellers'} ·{' '}
              {CABIN_NAMES[search.travelClass]}
              {search.maxPrice !== null && ` · up to ${formatUsd(search.maxPrice)}`}
            </p>
            <p className={meta}>Last searched {formatLongDate(search.lastSearched)}</p>
          </div>
          <div className={actions}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => searchAgain(search.id, search.origin, search.destination)}
            >
              <Search size={16} aria-hidden />
              Search again
            </Button>
            <IconButton
              label={`Delete saved search ${search.name}`}
              icon={<Trash2 size={18} />}
              // Not disabled while a delete is pending: disabling would drop keyboard focus from the button.
              aria-disabled={remove.isPending}
              onClick={() => !remove.isPending && deleteSearch(search.id, search.name)}
            />
          </div>
        </Card>
      ))}
    </ul>
  );
}
