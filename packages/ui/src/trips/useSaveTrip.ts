import type { CreateTripRequest } from '@farewise/contracts';
import { useSession } from '../api/useAccount';
import { useCreateTrip } from '../api/useTrips';
import { useLocalTrips } from './localTrips';

/** A saved trip: its id (the client id of a browser-kept one) and where it is kept. */
export interface SavedTrip {
  id: string;
  title: string;
  /** True when it is kept in this browser until the traveller signs in. */
  local: boolean;
}

/**
 * Saves a new trip where the traveller's trips are kept (trips issue): in their account when signed in
 * (`POST /api/trips`), else in this browser, to import after sign-in. Shaped as a mutation (`mutateAsync`,
 * `isPending`) so `useMutationToast` can toast its outcome.
 */
export function useSaveTrip() {
  const session = useSession();
  const create = useCreateTrip();
  const local = useLocalTrips();
  const signedIn = Boolean(session.data);
  return {
    signedIn,
    isPending: create.isPending,
    mutateAsync: async (request: CreateTripRequest): Promise<SavedTrip> => {
      if (signedIn) {
        const trip = await create.mutateAsync(request);
        return { id: trip.id, title: trip.title, local: false };
      }
      // A full localStorage throws here, and the caller's toast says the trip was not saved.
      return { id: local.save(request).clientId, title: request.title, local: true };
    },
  };
}
