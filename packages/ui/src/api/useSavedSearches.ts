import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath, endpoints, type CreateSavedSearchRequest, type SavedSearch } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

const savedSearchesKey = (userId: number) => [buildPath(endpoints.savedSearches.path, { id: userId })] as const;

/** `GET /api/users/{id}/saved-searches` (spec 01 §7): the user's saved searches, most recently run first. */
export function useSavedSearches(userId: number | undefined) {
  const client = useApiClient();
  return useApiQuery<SavedSearch[]>({
    queryKey: savedSearchesKey(userId ?? 0),
    queryFn: ({ signal }) => client.call('savedSearches', { params: { id: userId! } }, { signal }),
    enabled: userId !== undefined,
  });
}

/** `POST /api/saved-searches`: saves a search for the signed-in user and refreshes their list. */
export function useCreateSavedSearch(userId: number | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<SavedSearch, Error, CreateSavedSearchRequest>({
    mutationFn: (body) => client.call('createSavedSearch', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(userId ?? 0) }),
  });
}

/** `DELETE /api/saved-searches/{id}` (spec 01 §7); the list refreshes after a delete (spec 01 §4). */
export function useDeleteSavedSearch(userId: number | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, number>({
    mutationFn: (id) => client.call('deleteSavedSearch', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(userId ?? 0) }),
  });
}

/** `POST /api/saved-searches/{id}/run`: marks a saved search as run now (its lastSearched moves to the top). */
export function useRunSavedSearch(userId: number | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<SavedSearch, Error, number>({
    mutationFn: (id) => client.call('runSavedSearch', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(userId ?? 0) }),
  });
}
