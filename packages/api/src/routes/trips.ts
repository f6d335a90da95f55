import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { currentUser } from '../auth/session';
import { mount } from '../http/endpoint';
import type { TripService } from '../services/TripService';

const ok = { ok: true as const };

/**
 * Trips (trips issue): each signed-in user's trips with itinerary items, expenses, document checklist and a
 * revocable read-only share link. Money is USD (kept exactly in cents), days are `yyyy-MM-dd`, ids UUIDs, and
 * `createdAt` / `updatedAt` ISO date-times (`updatedAt` changes with every write to the trip or what it holds).
 * Every `/api/trips…` route answers 401 signed out, 403 for another user's trip and 404 for an unknown one (see
 * `TripService`); a body or parameter outside its contracts schema is a 400 naming the field.
 */
export function tripRoutes(router: Router, trips: TripService): void {
  /** `GET /api/trips` → `Trip[]` (the organiser's shape), the soonest start first. Source: trips issue. */
  mount(router, endpoints.trips, (_, ctx) => trips.list(currentUser(ctx)));

  /**
   * `POST /api/trips` with the wizard's payload (`CreateTripRequest`: dates as ISO date-times, budget USD,
   * optional `clientId`) → 201 `TripDetail` (UTC calendar days, status `planning`, default traveller names and
   * documents, no items, expenses or share token); 200 with the trip already made when the user sent this
   * `clientId` before. 400 naming the field (`endDate` before the start; text, tags or a budget over $10,000,000
   * beyond what an edit allows). Source: spec 01 §3 trip payload, trips issue.
   */
  mount(router, endpoints.createTrip, async ({ body }, ctx) => {
    const { trip, created } = await trips.create(currentUser(ctx), body);
    if (!created) ctx.status = 200;
    return trip;
  });

  /** `GET /api/trips/{id}` → `TripDetail`. Source: trips issue. */
  mount(router, endpoints.trip, ({ params }, ctx) => trips.get(currentUser(ctx), params.id));

  /**
   * `PATCH /api/trips/{id}` with any `UpdateTripRequest` fields → `TripDetail`. A new `travelers` without names
   * extends (default names) or cuts the names; `documents` replace the checklist. 400 naming `travellerNames`
   * (count differs from the travellers, or a name repeats), `endDate` (before the start), `startDate` / `endDate`
   * (an item would fall outside) or `documents` (a kind twice). Source: trips issue.
   */
  mount(router, endpoints.updateTrip, ({ params, body }, ctx) => trips.update(currentUser(ctx), params.id, body));

  /** `DELETE /api/trips/{id}` → `{ ok: true }`; its items, expenses and share link go with it. Source: trips issue. */
  mount(router, endpoints.deleteTrip, async ({ params }, ctx) => {
    await trips.delete(currentUser(ctx), params.id);
    return ok;
  });

  /**
   * `POST /api/trips/{id}/items` with an `ItineraryItemInput` (cost USD, time `HH:mm` or '') → 201 the
   * `ItineraryItem`; 400 naming `date` outside the trip's dates. Source: spec 02 §3 itinerary item.
   */
  mount(router, endpoints.createTripItem, ({ params, body }, ctx) => trips.addItem(currentUser(ctx), params.id, body));

  /**
   * `PATCH /api/trips/{id}/items/{itemId}` with any item fields → the `ItineraryItem`; 404 for an item not on
   * this trip; 400 naming `date` outside the trip's dates. Source: spec 02 §3 itinerary item.
   */
  mount(router, endpoints.updateTripItem, ({ params, body }, ctx) =>
    trips.updateItem(currentUser(ctx), params.id, params.itemId, body),
  );

  /** `DELETE /api/trips/{id}/items/{itemId}` → `{ ok: true }`; 404 for an item not on this trip. Source: spec 02 §3. */
  mount(router, endpoints.deleteTripItem, async ({ params }, ctx) => {
    await trips.deleteItem(currentUser(ctx), params.id, params.itemId);
    return ok;
  });

  /**
   * `POST /api/trips/{id}/expenses` with an `ExpenseInput` (amount USD, at most 2 decimals) → 201 the `Expense`;
   * 400 naming `paidBy` or `splitBetween` for someone not among the trip's `travellerNames`, or `splitBetween`
   * naming a traveller twice. Source: trips issue, expenses.
   */
  mount(router, endpoints.createTripExpense, ({ params, body }, ctx) =>
    trips.addExpense(currentUser(ctx), params.id, body),
  );

  /**
   * `DELETE /api/trips/{id}/expenses/{expenseId}` → `{ ok: true }`; 404 for an expense not on this trip.
   * Source: trips issue, expenses.
   */
  mount(router, endpoints.deleteTripExpense, async ({ params }, ctx) => {
    await trips.deleteExpense(currentUser(ctx), params.id, params.expenseId);
    return ok;
  });

  /**
   * `POST /api/trips/{id}/share` → 201 `{ token }`, a new 32-byte random token (base64url); 200 with the token
   * the trip already has. Source: trips issue, share.
   */
  mount(router, endpoints.shareTrip, async ({ params }, ctx) => {
    const { share, created } = await trips.share(currentUser(ctx), params.id);
    if (!created) ctx.status = 200;
    return share;
  });

  /**
   * `DELETE /api/trips/{id}/share` → `{ ok: true }`, also when the trip was not shared; the old link answers 404
   * from then on. Source: trips issue, share links are revocable.
   */
  mount(router, endpoints.unshareTrip, async ({ params }, ctx) => {
    await trips.unshare(currentUser(ctx), params.id);
    return ok;
  });

  /**
   * `GET /api/shared-trips/{token}`, no session needed → the `TripDetail`, read-only, with `shareToken` null; 404
   * for a token never issued or revoked. Source: trips issue, share.
   */
  mount(router, endpoints.sharedTrip, ({ params }) => trips.shared(params.token));
}
