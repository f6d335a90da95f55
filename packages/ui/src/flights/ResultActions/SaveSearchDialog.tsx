import { BookmarkPlus } from 'lucide-react';
import { SavedSearchName } from '@farewise/contracts';
import type { FlightSearchParams } from '../../api/useFlightSearch';
import { useMutationToast } from '../../api/useMutationToast';
import { useCreateSavedSearch } from '../../api/useSavedSearches';
import { FieldDialog } from './FieldDialog';
import { defaultSearchName, savedSearchRequest } from './resultRequests';

/** Save this search: a name (the route by default), saved to the user's dashboard with a toast either way. */
export function SaveSearchDialog({ search, userId }: { search: FlightSearchParams; userId: number }) {
  const create = useCreateSavedSearch(userId);
  const save = useMutationToast(create, {
    success: (_, { name }) => ({
      title: 'Search saved',
      description: `"${name}" is on your dashboard.`,
      tone: 'positive',
    }),
    failure: { title: 'Failed to save search' },
  });
  return (
    <FieldDialog
      title="Save this search"
      description="Name it to find it again on your dashboard."
      triggerLabel="Save this search"
      triggerIcon={<BookmarkPlus size={16} aria-hidden />}
      field={{
        name: 'name',
        label: 'Name',
        schema: SavedSearchName,
        defaultValue: defaultSearchName(search),
      }}
      onSubmit={(name) => save(savedSearchRequest(name, search))}
      pending={create.isPending}
      submitLabel="Save Search"
      pendingLabel="Saving…"
    />
  );
}
