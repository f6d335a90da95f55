import type { TripPlanRequest, TripPlannerSearchParams } from '@farewise/contracts';

/**
 * What the planner asks the API for a search (spec 02 §5: Generate needs a destination and a start date): `null`
 * without them; a missing end date plans a single day.
 */
export function planRequest(search: TripPlannerSearchParams): TripPlanRequest | null {
  if (!search.destination.trim() || !search.startDate) return null;
  return {
    destination: search.destination.trim(),
    startDate: search.startDate,
    endDate: search.endDate ?? search.startDate,
    travelers: search.travelers,
    budget: search.budget,
    interests: search.interests,
    travelStyle: search.travelStyle,
  };
}

/** Minutes as people read them: `45 min`, `2 h`, `1 h 30 min`. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
