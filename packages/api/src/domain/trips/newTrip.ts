import { z } from 'zod/mini';
import {
  newTripFields,
  UpdateTripRequest,
  type CreateTripRequest,
  type ItineraryItemInput,
  type NewTripFields,
} from '@farewise/contracts';
import { DomainError } from '../errors';
import { requireDateOrder, requireWithinTrip } from './dates';

/** A trip as first stored: the contracts' new trip, its client id and the itinerary items it brings. USD. */
export type NewTrip = NewTripFields & { clientId: string | null; items: ItineraryItemInput[] };

// A new trip is held to the limits an edit is (see `newTrip`), so every trip made can be edited.
const EditableFields = z.pick(z.required(z.object(UpdateTripRequest.shape)), {
  title: true,
  description: true,
  destination: true,
  totalBudget: true,
  tags: true,
});

/** The payload's free fields within the limits of an edit, trimmed as an edit trims them. */
function editableFields(payload: CreateTripRequest): z.output<typeof EditableFields> {
  const parsed = EditableFields.safeParse(payload);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = String(issue!.path[0]);
  throw new DomainError('Invalid', 'invalid_trip', `${field}: ${issue!.message}`, { field });
}

/**
 * The trip a `POST /api/trips` payload makes (see the contracts' `newTripFields`): from the wizard (spec 01 §3), or
 * from the trip planner or the budget calculator with its budget split and itinerary items (trips issue). Title,
 * description, destination, tags and budget are held to the limits `PATCH /api/trips/{id}` puts on them, and every
 * item falls within the trip's days.
 * @throws DomainError Invalid naming `endDate` when the trip ends before it starts, `date` for an item outside the
 * trip's days, or the field over its limit.
 */
export function newTrip(payload: CreateTripRequest): NewTrip {
  const trip = { ...newTripFields(payload), ...editableFields(payload) };
  requireDateOrder(trip);
  const items = payload.items ?? [];
  for (const item of items) requireWithinTrip(trip, item.date);
  return { ...trip, clientId: payload.clientId ?? null, items };
}
