import { z } from 'zod';
import { ACCOMMODATION_TYPES, WIZARD_ACTIVITIES, WIZARD_TRAVEL_STYLES } from './constants';
import { IsoDate, IsoDateTime, Usd } from './common';

/** Trip status values, each shown with its own colour (spec 01 §3). */
export const TripStatus = z.enum(['planning', 'booked', 'in_progress', 'completed', 'cancelled']);
export type TripStatus = z.infer<typeof TripStatus>;

/** Budget distribution in percent per category; sliders run 0–60 in steps of 5 (spec 01 §3, §5). */
const Share = z.number().int().min(0).max(60).multipleOf(5);
export const BudgetDistribution = z.object({
  accommodation: Share,
  transportation: Share,
  food: Share,
  activities: Share,
  shopping: Share,
});
export type BudgetDistribution = z.infer<typeof BudgetDistribution>;

/** The wizard's draft as the form holds it (spec 01 §3); budget is text until submitted. */
export const TripDraft = z.object({
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalBudget: z.string(),
  travelers: z.number().int().min(1).max(8),
  travelStyle: z.enum(WIZARD_TRAVEL_STYLES).or(z.literal('')),
  accommodationType: z.enum(ACCOMMODATION_TYPES).or(z.literal('')),
  transportationPreference: z.string().default('flights'),
  selectedActivities: z.array(z.enum(WIZARD_ACTIVITIES)),
});
export type TripDraft = z.input<typeof TripDraft>;

/** The payload the wizard hands out on Create Trip (spec 01 §3): budget in USD, dates as ISO date-times. */
export const TripPayload = z.object({
  title: z.string().min(1),
  description: z.string(),
  destination: z.string().min(1),
  startDate: IsoDateTime,
  endDate: IsoDateTime,
  totalBudget: Usd,
  travelers: z.number().int().min(1).max(8),
  preferences: z.object({
    travelStyle: z.enum(WIZARD_TRAVEL_STYLES),
    accommodationType: z.enum(ACCOMMODATION_TYPES),
    transportationPreference: z.string(),
    activityTypes: z.array(z.enum(WIZARD_ACTIVITIES)).min(1),
    budgetDistribution: BudgetDistribution,
  }),
  tags: z.array(z.string()),
});
export type TripPayload = z.infer<typeof TripPayload>;

/** A trip in the organiser (spec 02 §3). Budget is USD. */
export const Trip = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  travelers: z.number().int().min(1),
  status: TripStatus,
  totalBudget: Usd,
  coverImageUrl: z.string(),
  tags: z.array(z.string()),
});
export type Trip = z.infer<typeof Trip>;

/** One itinerary item of a trip (spec 02 §3): Booked or Planned by `isBooked`. Cost is USD. */
export const ItineraryItem = z.object({
  id: z.string(),
  type: z.enum(['flight', 'hotel', 'activity', 'transport', 'restaurant']),
  title: z.string(),
  date: IsoDate,
  time: z.string(),
  location: z.string(),
  cost: Usd,
  isBooked: z.boolean(),
});
export type ItineraryItem = z.infer<typeof ItineraryItem>;
