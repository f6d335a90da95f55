import type {
  CreateTripRequest,
  Expense,
  ExpenseInput,
  ItineraryItem,
  ItineraryItemInput,
  Trip,
  TripDetail,
  TripShare,
  UpdateTripRequest,
  User,
} from '@farewise/contracts';
import { newBearerToken } from '../auth/sessionTokens';
import { requireSelf, requireSignedIn } from '../domain/access';
import { DomainError } from '../domain/errors';
import { requireWithinTrip } from '../domain/trips/dates';
import { newTrip } from '../domain/trips/newTrip';
import { requireExpenseTravellers } from '../domain/trips/travellers';
import { tripChange } from '../domain/trips/tripChange';
import type { TripRepository, TripWrites } from '../repositories/trips';

const notFound = (message: string) => new DomainError('NotFound', 'not_found', message);

/**
 * Each user's trips with their itinerary, expenses, document checklist and read-only share link (trips issue).
 *
 * Access: signed out is Unauthenticated (401) and someone else's trip Forbidden (403), as for `/api/users/{id}`
 * (see `requireSelf`); an unknown trip is NotFound (404). Unlike another user's saved search (a 404), a trip's
 * 403 hides nothing worth hiding: trip ids are random UUIDs, so only someone who already holds an id learns that it
 * exists, and the client can tell "signed in as someone else" from "deleted". An item or expense id that is not the
 * trip's is NotFound. Every write runs in one transaction on the locked trip and stamps its `updatedAt`.
 */
export class TripService {
  constructor(
    private readonly trips: TripRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * The viewer's trips in the organiser's shape, the soonest start first (`GET /api/trips`).
   * @throws DomainError Unauthenticated.
   */
  list(viewer: User | undefined): Promise<Trip[]> {
    return this.trips.listFor(requireSignedIn(viewer).id);
  }

  /**
   * Makes a trip from the wizard's payload (`POST /api/trips`, see `newTrip`). Idempotent by `clientId`: when the
   * viewer already made a trip with it, that trip is answered with `created: false` and nothing is stored.
   * @throws DomainError Unauthenticated "Sign in to save trips"; Invalid naming the field (see `newTrip`).
   */
  create(viewer: User | undefined, payload: CreateTripRequest): Promise<{ trip: TripDetail; created: boolean }> {
    const user = requireSignedIn(viewer, 'Sign in to save trips');
    return this.trips.create(user.id, newTrip(payload), this.now());
  }

  /**
   * The viewer's trip with everything it holds (`GET /api/trips/{id}`).
   * @throws DomainError Unauthenticated; NotFound; Forbidden for another user's trip.
   */
  async get(viewer: User | undefined, id: string): Promise<TripDetail> {
    const user = requireSignedIn(viewer);
    const owned = await this.trips.find(id);
    if (!owned) throw notFound(`No trip ${id}`);
    requireSelf(user, owned.ownerId);
    return owned.trip;
  }

  /**
   * Changes the trip's own fields (`PATCH /api/trips/{id}`, see `tripChange`) and answers the trip.
   * @throws DomainError Unauthenticated; NotFound; Forbidden; Invalid naming the field (see `tripChange`).
   */
  update(viewer: User | undefined, id: string, change: UpdateTripRequest): Promise<TripDetail> {
    return this.edit(viewer, id, async (trip, writes) => {
      await writes.update(tripChange(trip, change));
      return writes.detail();
    });
  }

  /**
   * Deletes the trip with its items, expenses and share link (`DELETE /api/trips/{id}`).
   * @throws DomainError Unauthenticated; NotFound; Forbidden.
   */
  delete(viewer: User | undefined, id: string): Promise<void> {
    return this.edit(viewer, id, (_, writes) => writes.deleteTrip());
  }

  /**
   * Adds an itinerary item (`POST /api/trips/{id}/items`).
   * @throws DomainError Unauthenticated; NotFound; Forbidden; Invalid naming `date` outside the trip's dates.
   */
  addItem(viewer: User | undefined, id: string, item: ItineraryItemInput): Promise<ItineraryItem> {
    return this.edit(viewer, id, (trip, writes) => {
      requireWithinTrip(trip, item.date);
      return writes.addItem(item);
    });
  }

  /**
   * Changes the given fields of an itinerary item (`PATCH /api/trips/{id}/items/{itemId}`).
   * @throws DomainError Unauthenticated; NotFound (the trip, or an item not on it); Forbidden; Invalid naming
   * `date` outside the trip's dates.
   */
  updateItem(
    viewer: User | undefined,
    id: string,
    itemId: string,
    change: Partial<ItineraryItemInput>,
  ): Promise<ItineraryItem> {
    return this.edit(viewer, id, async (trip, writes) => {
      const stored = trip.items.find((item) => item.id === itemId);
      if (!stored) throw notFound(`No itinerary item ${itemId} on this trip`);
      const { id: _id, ...fields } = stored;
      const item = { ...fields, ...change };
      requireWithinTrip(trip, item.date);
      // Found on the trip, whose lock keeps it there until this transaction ends.
      return (await writes.replaceItem(itemId, item))!;
    });
  }

  /**
   * Deletes an itinerary item (`DELETE /api/trips/{id}/items/{itemId}`).
   * @throws DomainError Unauthenticated; NotFound (the trip, or an item not on it); Forbidden.
   */
  deleteItem(viewer: User | undefined, id: string, itemId: string): Promise<void> {
    return this.edit(viewer, id, async (_, writes) => {
      if (!(await writes.deleteItem(itemId))) throw notFound(`No itinerary item ${itemId} on this trip`);
    });
  }

  /**
   * Records an expense (`POST /api/trips/{id}/expenses`), its amount kept exactly in cents.
   * @throws DomainError Unauthenticated; NotFound; Forbidden; Invalid naming `paidBy` or `splitBetween` for a
   * name that is not one of the trip's travellers (see `requireExpenseTravellers`).
   */
  addExpense(viewer: User | undefined, id: string, expense: ExpenseInput): Promise<Expense> {
    return this.edit(viewer, id, (trip, writes) => {
      requireExpenseTravellers(trip.travellerNames, expense);
      return writes.addExpense(expense);
    });
  }

  /**
   * Deletes an expense (`DELETE /api/trips/{id}/expenses/{expenseId}`).
   * @throws DomainError Unauthenticated; NotFound (the trip, or an expense not on it); Forbidden.
   */
  deleteExpense(viewer: User | undefined, id: string, expenseId: string): Promise<void> {
    return this.edit(viewer, id, async (_, writes) => {
      if (!(await writes.deleteExpense(expenseId))) throw notFound(`No expense ${expenseId} on this trip`);
    });
  }

  /**
   * The token of the trip's read-only link (`POST /api/trips/{id}/share`): a new one, 32 random bytes, with
   * `created: true`; the one it already has with `created: false`.
   * @throws DomainError Unauthenticated; NotFound; Forbidden.
   */
  share(viewer: User | undefined, id: string): Promise<{ share: TripShare; created: boolean }> {
    return this.edit(viewer, id, async (trip, writes) => {
      if (trip.shareToken) return { share: { token: trip.shareToken }, created: false };
      const token = newBearerToken();
      await writes.update({ shareToken: token });
      return { share: { token }, created: true };
    });
  }

  /**
   * Revokes the trip's share link, if it has one (`DELETE /api/trips/{id}/share`): its token is NotFound from now.
   * @throws DomainError Unauthenticated; NotFound; Forbidden.
   */
  unshare(viewer: User | undefined, id: string): Promise<void> {
    return this.edit(viewer, id, (_, writes) => writes.update({ shareToken: null }));
  }

  /**
   * The shared trip, read-only and for anyone with the link (`GET /api/shared-trips/{token}`). Its share token is
   * answered as null: a viewer gets the trip, not the owner's controls of the link.
   * @throws DomainError NotFound `share_not_found` for a token never issued or revoked.
   */
  async shared(token: string): Promise<TripDetail> {
    const trip = await this.trips.findShared(token);
    if (!trip) throw new DomainError('NotFound', 'share_not_found', 'This trip is not shared at this link');
    return { ...trip, shareToken: null };
  }

  /**
   * Runs `work` on the viewer's trip `id` in one transaction (see `TripRepository.change`).
   * @throws DomainError Unauthenticated; NotFound; Forbidden for another user's trip; whatever `work` throws.
   */
  private async edit<T>(
    viewer: User | undefined,
    id: string,
    work: (trip: TripDetail, writes: TripWrites) => Promise<T>,
  ): Promise<T> {
    const user = requireSignedIn(viewer);
    const done = await this.trips.change(id, this.now(), ({ ownerId, trip }, writes) => {
      requireSelf(user, ownerId);
      return work(trip, writes);
    });
    if (!done) throw notFound(`No trip ${id}`);
    return done.result;
  }
}
