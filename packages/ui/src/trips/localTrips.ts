import { useCallback, useMemo } from 'react';
import { LocalTrip, newTripFields, type CreateTripRequest, type TripDetail } from '@farewise/contracts';
import { localCollection } from '../storage/localCollection';

/** Where a signed-out visitor's trips live until they are imported into an account. */
export const LOCAL_TRIPS_KEY = 'farewise-trips';

const store = localCollection(LOCAL_TRIPS_KEY, LocalTrip);

/**
 * How a browser-kept trip shows in the organiser: the trip its request makes, as the API would make it (the
 * contracts' `newTripFields`), with the client id as its id, its items numbered after it, and no expenses or link.
 */
export function localTripDetail({ clientId, savedAt, request }: LocalTrip): TripDetail {
  return {
    ...newTripFields(request),
    id: clientId,
    items: (request.items ?? [])
      .map((item, index) => ({ ...item, id: `${clientId}-item-${index + 1}` }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time)),
    expenses: [],
    shareToken: null,
    createdAt: savedAt,
    updatedAt: savedAt,
  };
}

/** The request that imports a browser-kept trip: its own, with its client id, so a second import makes nothing. */
export const importRequest = ({ clientId, request }: LocalTrip): CreateTripRequest => ({ ...request, clientId });

/**
 * A signed-out visitor's trips in localStorage (trips issue), the soonest start first, as the API lists them:
 * `save` keeps a new trip under a fresh client id, `remove` forgets one (after it is imported, or deleted).
 */
export function useLocalTrips() {
  const stored = store.useItems();
  const trips = useMemo(
    () => stored.map(localTripDetail).sort((a, b) => a.startDate.localeCompare(b.startDate)),
    [stored],
  );
  const save = useCallback((request: CreateTripRequest): LocalTrip => {
    const trip = { clientId: crypto.randomUUID(), savedAt: new Date().toISOString(), request };
    store.write([...store.read(), trip]);
    return trip;
  }, []);
  const remove = useCallback((clientId: string) => {
    store.write(store.read().filter((trip) => trip.clientId !== clientId));
  }, []);
  return { stored, trips, save, remove };
}
