import { resizeTravellerNames, type TripDetail, type UpdateTripRequest } from '@farewise/contracts';
import { requireDateOrder, requireItemsWithin } from './dates';
import { requireDistinctDocuments } from './documents';
import { requireExpenseNamesKept, requireTravellerNames } from './travellers';

/**
 * What `PATCH /api/trips/{id}` writes to `trip` (trips issue): the request's fields, checked against what is
 * stored. A new travellers count without names extends or cuts the stored names to fit it; names given must
 * name each traveller once; documents replace the checklist whole; the dates must stay in order and keep every
 * itinerary item within them; and no traveller an expense names may be renamed or cut.
 * @throws DomainError Invalid naming `endDate` (dates out of order), `startDate` or `endDate` (an item would fall
 * outside), `travellerNames` (wrong count, a repeated name, or a name an expense uses left out), `travelers` (a cut
 * that drops someone an expense names) or `documents` (a kind listed twice).
 */
export function tripChange(trip: TripDetail, change: UpdateTripRequest): UpdateTripRequest {
  const dates = { startDate: change.startDate ?? trip.startDate, endDate: change.endDate ?? trip.endDate };
  requireDateOrder(dates);
  requireItemsWithin(
    dates,
    trip.items.map((item) => item.date),
  );
  if (change.documents) requireDistinctDocuments(change.documents);
  const travelers = change.travelers ?? trip.travelers;
  if (change.travellerNames) {
    requireTravellerNames(change.travellerNames, travelers);
    requireExpenseNamesKept(change.travellerNames, trip.expenses, 'travellerNames');
    return change;
  }
  if (change.travelers === undefined) return change;
  const travellerNames = resizeTravellerNames(trip.travellerNames, travelers);
  requireExpenseNamesKept(travellerNames, trip.expenses, 'travelers');
  return { ...change, travellerNames };
}
