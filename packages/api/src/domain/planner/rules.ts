import type { PlannerStyle, TripPlanRequest } from '@farewise/contracts';
import { tripDays } from '@farewise/contracts';

/**
 * Activities a day for each travel style: the hard `min`–`max` that {@link checkItinerary} enforces, and the
 * `target` the generator aims for before the budget or the catalogue asks for fewer. Budget and mid-range
 * travellers fill their days (2–4, aiming at 3); luxury travellers take fewer, longer-lingering stops (1–3, aiming
 * at 2). At least one activity every day, so no day of the trip is left blank.
 */
export const PLANNER_PACE: Readonly<Record<PlannerStyle, { min: number; target: number; max: number }>> = {
  budget: { min: 2, target: 3, max: 4 },
  'mid-range': { min: 2, target: 3, max: 4 },
  luxury: { min: 1, target: 2, max: 3 },
};

/** The planner's day, `HH:mm`: no activity starts before 08:00 or ends after 22:00. */
export const PLANNER_DAY = { start: '08:00', end: '22:00' } as const;

/** Minutes to allow between two consecutive activities in different areas of the city (none within one area). */
export const TRAVEL_GAP_MINUTES = 30;

/**
 * The interests a plan must cover at least once: all the chosen ones when the trip has enough activity slots for
 * them (days × the style's maximum pace), else none, since a one-day luxury trip cannot show twelve interests.
 */
export function requiredInterests(request: TripPlanRequest): TripPlanRequest['interests'] {
  const slots = tripDays(request.startDate, request.endDate) * PLANNER_PACE[request.travelStyle].max;
  return request.interests.length <= slots ? request.interests : [];
}
