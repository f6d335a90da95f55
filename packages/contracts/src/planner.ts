import { z } from 'zod/mini';
import { PLANNER_INTERESTS, PLANNER_STYLES } from './constants';
import { IsoDate, Usd } from './common';
import { stayNights } from './hotels';

/**
 * Limits of the smart trip planner's form (spec 02 §5, §9): travelers 1–20 as the spec says; a trip of at most 21
 * days (start and end day included) and the text lengths are ours, to keep a generated plan readable.
 */
export const TRIP_PLAN_LIMITS = {
  maxDays: 21,
  travelers: { min: 1, max: 20 },
  destinationMaxLength: 64,
  budgetMaxLength: 100,
} as const;

/** One of the planner's 12 interests (spec 02 §9); an activity's `type`. */
export const PlannerInterest = z.enum(PLANNER_INTERESTS, 'Interests must be from the planner’s list');
export type PlannerInterest = z.infer<typeof PlannerInterest>;

/** The planner's travel style (spec 02 §9): budget, mid-range or luxury. */
export const PlannerStyle = z.enum(PLANNER_STYLES, 'Travel style must be budget, mid-range or luxury');
export type PlannerStyle = z.infer<typeof PlannerStyle>;

/** Days of a trip from `startDate` to `endDate` (ISO `yyyy-MM-dd`), both included: 1 when they are the same day. */
export function tripDays(startDate: string, endDate: string): number {
  return stayNights(startDate, endDate) + 1;
}

/** A clock time as `HH:mm`, 24-hour. */
export const ClockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:30'));

/**
 * Compare the dates only once both are dates: a malformed one has its own message. A request that is no object at
 * all (null, a number) has no dates to compare.
 */
const bothDatesValid = ({ value, issues }: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  typeof value === 'object' &&
  value !== null &&
  !issues.some(({ path }) => path?.[0] === 'startDate' || path?.[0] === 'endDate');

/**
 * The planner form (spec 02 §3, §5): a destination (free text, such as `Paris` or `Paris, France`), start and end
 * dates (ISO `yyyy-MM-dd`, end on or after start, at most {@link TRIP_PLAN_LIMITS}.maxDays days), travelers 1–20,
 * a free-text budget (may be empty: no budget), a subset of the 12 interests and a travel style.
 */
export const TripPlanRequest = z
  .object({
    destination: z
      .string('Destination is required')
      .check(
        z.trim(),
        z.minLength(1, 'Destination is required'),
        z.maxLength(
          TRIP_PLAN_LIMITS.destinationMaxLength,
          `Destination must be at most ${TRIP_PLAN_LIMITS.destinationMaxLength} characters`,
        ),
      ),
    startDate: z.iso.date('Start date must be a date as yyyy-MM-dd'),
    endDate: z.iso.date('End date must be a date as yyyy-MM-dd'),
    travelers: z
      .number('Travelers must be a number')
      .check(
        z.int('Travelers must be a whole number'),
        z.gte(TRIP_PLAN_LIMITS.travelers.min, `Travelers must be at least ${TRIP_PLAN_LIMITS.travelers.min}`),
        z.lte(TRIP_PLAN_LIMITS.travelers.max, `Travelers must be at most ${TRIP_PLAN_LIMITS.travelers.max}`),
      ),
    budget: z
      .string('Budget must be text')
      .check(
        z.trim(),
        z.maxLength(
          TRIP_PLAN_LIMITS.budgetMaxLength,
          `Budget must be at most ${TRIP_PLAN_LIMITS.budgetMaxLength} characters`,
        ),
      ),
    interests: z
      .array(PlannerInterest, 'Interests must be a list')
      .check(z.refine((interests) => new Set(interests).size === interests.length, 'Interests must not repeat')),
    travelStyle: PlannerStyle,
  })
  .check(
    z.refine((r) => r.endDate >= r.startDate, {
      message: 'End date must be on or after the start date',
      path: ['endDate'],
      when: bothDatesValid,
    }),
    z.refine((r) => tripDays(r.startDate, r.endDate) <= TRIP_PLAN_LIMITS.maxDays, {
      message: `End date must be at most ${TRIP_PLAN_LIMITS.maxDays} days after the start date, both included`,
      path: ['endDate'],
      when: bothDatesValid,
    }),
  );
export type TripPlanRequest = z.infer<typeof TripPlanRequest>;

/**
 * One planned activity (spec 02 §3 "Generated day"): `type` is its interest, `time` its start (`HH:mm`),
 * `duration` in minutes, `cost` in USD per person (0 when free). Beyond the spec: `area`, the part of the city it
 * is in, and `generic`, true for a suggestion that is not a named place (unknown cities, missing interests).
 */
export const TripPlanActivity = z.object({
  id: z.string(),
  name: z.string(),
  type: PlannerInterest,
  time: ClockTime,
  duration: z.number().check(z.int(), z.positive()),
  cost: Usd,
  notes: z.string(),
  area: z.string(),
  generic: z.boolean(),
});
export type TripPlanActivity = z.infer<typeof TripPlanActivity>;

/** One day of the plan (spec 02 §3): its ISO date and its activities in time order. */
export const TripPlanDay = z.object({ date: IsoDate, activities: z.array(TripPlanActivity) });
export type TripPlanDay = z.infer<typeof TripPlanDay>;

/**
 * The generated plan: one day per date from start to end; the budget as read from the free text (`total` in USD
 * for the whole party, null when there is none or it could not be read); warnings to show above the plan (a
 * generic plan, a budget that could not be read, interests that did not fit).
 */
export const TripPlanResponse = z.object({
  days: z.array(TripPlanDay),
  budget: z.object({ parsed: z.boolean(), total: z.nullable(Usd), currency: z.literal('USD') }),
  warnings: z.array(z.string()),
});
export type TripPlanResponse = z.infer<typeof TripPlanResponse>;

/**
 * `POST /api/trip-planner/day` (trips issue: regenerate one day): the request the plan was made for, the plan's days
 * as they stand, and the date of the day to plan again.
 */
export const RegenerateDayRequest = z.object({
  request: TripPlanRequest,
  days: z
    .array(TripPlanDay)
    .check(z.maxLength(TRIP_PLAN_LIMITS.maxDays, `A plan has at most ${TRIP_PLAN_LIMITS.maxDays} days`)),
  date: IsoDate,
});
export type RegenerateDayRequest = z.infer<typeof RegenerateDayRequest>;
