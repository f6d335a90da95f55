import { z } from 'zod/mini';
import { CONTACT_CATEGORIES, PLANNER_INTERESTS, PLANNER_STYLES } from './constants';
import { IsoDate, requiredText, Usd } from './common';
import { BUDGET_CATEGORY_NAMES, BUDGET_LIMITS, BUDGET_TRIP_TYPES } from './budget';

/** A travel deal (spec 02 §3): built-in content, prices in USD, discount in percent. */
export const Deal = z.object({
  id: z.string(),
  type: z.enum(['flight', 'package', 'hotel', 'experience']),
  title: z.string(),
  destination: z.string(),
  origin: z.optional(z.string()),
  originalPrice: Usd,
  salePrice: Usd,
  discount: z.number().check(z.gte(0), z.lte(100)),
  validUntil: IsoDate,
  duration: z.optional(z.string()),
  description: z.string(),
  highlights: z.array(z.string()),
  category: z.enum(['Europe', 'Asia', 'Domestic', 'Adventure']),
  image: z.string(),
  rating: z.optional(z.number().check(z.gte(0), z.lte(5))),
  reviews: z.optional(z.number().check(z.int(), z.gte(0))),
  featured: z.boolean(),
  urgent: z.boolean(),
});
export type Deal = z.infer<typeof Deal>;

/** A help-center FAQ entry (spec 02 §3). */
export const FaqEntry = z.object({
  id: z.string(),
  category: z.enum(['booking', 'payments', 'account', 'travel', 'technical', 'policies']),
  question: z.string(),
  answer: z.string(),
  tags: z.array(z.string()),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

/** A help-center guide (spec 02 §3). */
export const Guide = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  duration: z.string(),
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  steps: z.number().check(z.int(), z.positive()),
});
export type Guide = z.infer<typeof Guide>;

/** The seasons a trip idea may be best in, besides `year-round`, which suits every one of them. */
export const INSPIRATION_SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;

/** A trip-inspiration entry (spec 02 §3): estimated cost in USD. */
export const InspirationTrip = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  country: z.string(),
  category: z.enum(['adventure', 'cultural', 'relaxation', 'foodie', 'romantic', 'family']),
  season: z.enum([...INSPIRATION_SEASONS, 'year-round']),
  duration: z.string(),
  priceRange: z.enum(['budget', 'mid-range', 'luxury']),
  estimatedCost: Usd,
  highlights: z.array(z.string()),
  description: z.string(),
  imageUrl: z.string(),
  tags: z.array(z.string()),
  trending: z.boolean(),
  bestMonths: z.array(z.string()),
  activities: z.array(z.string()),
});
export type InspirationTrip = z.infer<typeof InspirationTrip>;

const required = (label: string, max: number) =>
  requiredText(max, `${label} is required`, `${label} must be at most ${max} characters`);

/** The contact form (spec 02 §3, §5): all five fields required. Body of `POST /api/contact`. */
export const ContactForm = z.object({
  name: required('Name', 100),
  email: z.email('Enter a valid email address').check(z.maxLength(254)),
  subject: required('Subject', 200),
  category: z.enum(CONTACT_CATEGORIES, 'Choose a category'),
  message: required('Message', 5000),
});
export type ContactForm = z.infer<typeof ContactForm>;

/** Body of `POST /api/newsletter`. */
export const NewsletterRequest = z.object({
  email: z.email('Enter a valid email address').check(z.maxLength(254)),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;

/**
 * One budget-calculator category (spec 02 §3): amount in USD, share of the total in percent, and suggestions in USD
 * per person (flights per trip, the others per day).
 */
export const BudgetCategory = z.object({
  name: z.enum(BUDGET_CATEGORY_NAMES),
  amount: Usd,
  percentage: z.number().check(z.gte(0), z.lte(100)),
  suggestions: z.object({ low: Usd, medium: Usd, high: Usd }),
});
export type BudgetCategory = z.infer<typeof BudgetCategory>;

/** Budget-calculator state (spec 02 §3, §5): duration 1–90 days, travelers 1–20. */
export const BudgetCalculatorState = z.object({
  destination: z.string(),
  duration: z.number().check(z.int(), z.gte(BUDGET_LIMITS.duration.min), z.lte(BUDGET_LIMITS.duration.max)),
  travelers: z.number().check(z.int(), z.gte(BUDGET_LIMITS.travelers.min), z.lte(BUDGET_LIMITS.travelers.max)),
  travelStyle: z.enum(PLANNER_STYLES),
  tripType: z.enum(BUDGET_TRIP_TYPES),
  categories: z.array(BudgetCategory),
});
export type BudgetCalculatorState = z.infer<typeof BudgetCalculatorState>;

/** The smart trip planner's form (spec 02 §3, §5); budget is free text. */
export const PlannerForm = z.object({
  destination: z.string().check(z.trim(), z.minLength(1, 'Destination is required')),
  startDate: IsoDate,
  endDate: z.union([IsoDate, z.literal('')]),
  travelers: z.number().check(z.int(), z.gte(1), z.lte(20)),
  budget: z.string(),
  interests: z.array(z.enum(PLANNER_INTERESTS)),
  travelStyle: z.enum(PLANNER_STYLES),
});
export type PlannerForm = z.infer<typeof PlannerForm>;

/** One planned activity (spec 02 §3): duration text, cost in USD. */
export const PlannedActivity = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  time: z.string(),
  duration: z.string(),
  cost: Usd,
  notes: z.string(),
});
/** One generated itinerary day (spec 02 §3). */
export const GeneratedDay = z.object({ date: IsoDate, activities: z.array(PlannedActivity) });
export type GeneratedDay = z.infer<typeof GeneratedDay>;

/** One travel-calendar day (spec 02 §3): price in USD, trend, and the deals of that day. */
export const TravelCalendarDay = z.object({
  date: IsoDate,
  price: Usd,
  trend: z.enum(['up', 'down', 'stable']),
  deals: z.array(z.string()),
});
export type TravelCalendarDay = z.infer<typeof TravelCalendarDay>;
