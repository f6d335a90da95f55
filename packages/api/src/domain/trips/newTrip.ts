import { z } from 'zod';
import { UpdateTripRequest, type CreateTripRequest, type TripDetail } from '@farewise/contracts';
import { DomainError } from '../errors';
import { requireDateOrder, utcDay } from './dates';
import { defaultDocuments } from './documents';
import { defaultTravellerNames } from './travellers';

/** A trip as first stored: what the API answers of it but its id, items, expenses, share token and times. USD. */
export type NewTrip = Omit<TripDetail, 'id' | 'items' | 'expenses' | 'shareToken' | 'createdAt' | 'updatedAt'> & {
  clientId: string | null;
};

// The wizard payload's schema bounds none of these; a new trip is held to the limits an edit is (see `newTrip`).
const EditableFields = z
  .object(UpdateTripRequest.shape)
  .required()
  .pick({ title: true, description: true, destination: true, totalBudget: true, tags: true });

/** The payload's free fields within the limits of an edit, trimmed as an edit trims them. */
function editableFields(payload: CreateTripRequest): z.output<typeof EditableFields> {
  const parsed = EditableFields.safeParse(payload);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = String(issue!.path[0]);
  throw new DomainError('Invalid', 'invalid_trip', `${field}: ${issue!.message}`, { field });
}

/**
 * The trip the wizard's payload makes (spec 01 §3, trips issue): its UTC calendar days, status `planning`, no
 * cover image, the payload's tags, its budget split apart from the other preferences, default traveller names
 * (`['You', 'Traveler 2', …]`) and the five documents not done. Title, description, destination, tags and budget
 * are held to the limits `PATCH /api/trips/{id}` puts on them, so every trip made can be edited and its budget
 * (at most $10,000,000) fits the stored cents.
 * @throws DomainError Invalid naming `endDate` when the trip ends before it starts, or the field over its limit.
 */
export function newTrip(payload: CreateTripRequest): NewTrip {
  const { budgetDistribution, ...preferences } = payload.preferences;
  const dates = { startDate: utcDay(payload.startDate), endDate: utcDay(payload.endDate) };
  requireDateOrder(dates);
  return {
    ...editableFields(payload),
    ...dates,
    clientId: payload.clientId ?? null,
    travelers: payload.travelers,
    status: 'planning',
    coverImageUrl: '',
    preferences,
    budgetDistribution,
    travellerNames: defaultTravellerNames(payload.travelers),
    documents: defaultDocuments(),
  };
}
