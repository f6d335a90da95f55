import { skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buildPath,
  endpoints,
  type CreateTripRequest,
  type Expense,
  type ExpenseInput,
  type ItineraryItem,
  type ItineraryItemInput,
  type Trip,
  type TripDetail,
  type TripShare,
  type UpdateTripRequest,
} from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

const tripsKey = [endpoints.trips.path] as const;
const tripKey = (id: string) => [buildPath(endpoints.trip.path, { id })] as const;

/** `GET /api/trips`: the signed-in traveller's trips, soonest first; idle while `enabled` is false (signed out). */
export function useTrips(enabled: boolean) {
  const client = useApiClient();
  return useApiQuery<Trip[]>({
    queryKey: tripsKey,
    queryFn: enabled ? ({ signal }) => client.call('trips', {}, { signal }) : skipToken,
  });
}

/** `GET /api/trips/{id}`: one trip with its items, expenses, documents and share token; idle for `null`. */
export function useTrip(id: string | null) {
  const client = useApiClient();
  return useApiQuery<TripDetail>({
    queryKey: tripKey(id ?? ''),
    queryFn: id ? ({ signal }) => client.call('trip', { params: { id } }, { signal }) : skipToken,
  });
}

/** `GET /api/shared-trips/{token}`: a trip someone shared, read-only, without signing in. */
export function useSharedTrip(token: string) {
  const client = useApiClient();
  return useApiQuery<TripDetail>({
    queryKey: [buildPath(endpoints.sharedTrip.path, { token })],
    queryFn: ({ signal }) => client.call('sharedTrip', { params: { token } }, { signal }),
  });
}

/** After a write to trip `id`: its detail and the trips list are read again. */
function useTripWrite<TData, TVariables>(id: string, write: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tripKey(id) }),
        queryClient.invalidateQueries({ queryKey: tripsKey }),
      ]),
  });
}

/** `POST /api/trips`: creates a trip from the wizard's payload (idempotent per `clientId`). */
export function useCreateTrip() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TripDetail, Error, CreateTripRequest>({
    mutationFn: (body) => client.call('createTrip', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsKey }),
  });
}

/** `PATCH /api/trips/{id}`: changes a trip's fields, status, documents or budget. */
export function useUpdateTrip(id: string) {
  const client = useApiClient();
  return useTripWrite<TripDetail, UpdateTripRequest>(id, (body) => client.call('updateTrip', { params: { id }, body }));
}

/** `DELETE /api/trips/{id}`: deletes a trip with everything it holds. */
export function useDeleteTrip(id: string) {
  const client = useApiClient();
  return useTripWrite<unknown, void>(id, () => client.call('deleteTrip', { params: { id } }));
}

/** `POST /api/trips/{id}/items`: adds an itinerary item. */
export function useAddTripItem(id: string) {
  const client = useApiClient();
  return useTripWrite<ItineraryItem, ItineraryItemInput>(id, (body) =>
    client.call('createTripItem', { params: { id }, body }),
  );
}

/** `PATCH /api/trips/{id}/items/{itemId}`: changes an itinerary item. */
export function useUpdateTripItem(id: string) {
  const client = useApiClient();
  return useTripWrite<ItineraryItem, { itemId: string; change: Partial<ItineraryItemInput> }>(
    id,
    ({ itemId, change }) => client.call('updateTripItem', { params: { id, itemId }, body: change }),
  );
}

/** `DELETE /api/trips/{id}/items/{itemId}`: removes an itinerary item. */
export function useDeleteTripItem(id: string) {
  const client = useApiClient();
  return useTripWrite<unknown, string>(id, (itemId) => client.call('deleteTripItem', { params: { id, itemId } }));
}

/** `POST /api/trips/{id}/expenses`: records an expense. */
export function useAddTripExpense(id: string) {
  const client = useApiClient();
  return useTripWrite<Expense, ExpenseInput>(id, (body) => client.call('createTripExpense', { params: { id }, body }));
}

/** `DELETE /api/trips/{id}/expenses/{expenseId}`: removes an expense. */
export function useDeleteTripExpense(id: string) {
  const client = useApiClient();
  return useTripWrite<unknown, string>(id, (expenseId) =>
    client.call('deleteTripExpense', { params: { id, expenseId } }),
  );
}

/** `POST /api/trips/{id}/share` makes (or returns) the read-only link's token; `unshare` revokes it. */
export function useShareTrip(id: string) {
  const client = useApiClient();
  const share = useTripWrite<TripShare, void>(id, () => client.call('shareTrip', { params: { id } }));
  const unshare = useTripWrite<unknown, void>(id, () => client.call('unshareTrip', { params: { id } }));
  return { share, unshare };
}

/** `PATCH /api/trips/{id}` for a trip picked at call time (the budget calculator's Save as trip budget). */
export function useUpdateAnyTrip() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TripDetail, Error, { id: string; change: UpdateTripRequest }>({
    mutationFn: ({ id, change }) => client.call('updateTrip', { params: { id }, body: change }),
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tripKey(id) }),
        queryClient.invalidateQueries({ queryKey: tripsKey }),
      ]),
  });
}
