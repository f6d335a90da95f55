import { z } from 'zod';
import {
  CABINS,
  DEFAULT_PREFERRED_DAYS,
  FLEXIBLE_DATE_OPTIONS,
  HOTELS,
  PLANNER_INTERESTS,
  PLANNER_STYLES,
  TRAVELER_OPTIONS,
} from './constants';
import { IsoDate, IsoMonth, Usd } from './common';
import { FlexibilityLevel, Weekday } from './flights';
import { Deal, FaqEntry, InspirationTrip } from './content';
import { DestinationCategory } from './destinations';
import { BUDGET_DEFAULTS, BUDGET_TRIP_TYPES, clampDuration, clampTravelers } from './budget';

/**
 * The search params of the screens whose state lives in the URL (DESIGN §5 "The URL is the state"). Every field
 * falls back to its default when missing or invalid (`.catch`), and unknown params are dropped, so a mistyped or
 * stale link still opens the screen instead of failing. Every field is optional on input (`.default`), so a link
 * names only the params it sets.
 */

/** The "no filter" value of every choice param. */
const ALL_CHOICES = 'all';

/** Text typed into a search box, cut to 100 characters; a number-looking value (`?q=123`) stays text. */
const typedText = z
  .union([z.string(), z.number().transform(String)])
  .transform((text) => text.slice(0, 100))
  .catch('')
  .default('');

/** A value of `choices`, or {@link ALL_CHOICES} (the default). */
const choiceOrAll = <T extends z.ZodEnum>(choices: T) =>
  z
    .union([z.literal(ALL_CHOICES), choices])
    .catch(ALL_CHOICES)
    .default(ALL_CHOICES);

/** An airport a link names: an IATA code or a city name, 2 to 64 characters (spec 01 §9 airport search). */
const place = z.string().trim().min(2).max(64).optional().catch(undefined);

/**
 * Home's flight search (spec 01 §2, §9): the airports as IATA codes or city names (`/?origin=JFK&destination=Paris`),
 * the Flexible Dates and Travelers option ids, the cabin, and the ISO departure date of a "specific-dates" search.
 */
export const HomeSearchParams = z.object({
  origin: place,
  destination: place,
  flexibleDates: z.enum(FLEXIBLE_DATE_OPTIONS).catch('anytime-year').default('anytime-year'),
  travelers: z.enum(TRAVELER_OPTIONS).catch('1-adult').default('1-adult'),
  cabin: z.enum(CABINS).optional().catch(undefined),
  departureDate: IsoDate.optional().catch(undefined),
});
export type HomeSearchParams = z.infer<typeof HomeSearchParams>;

/**
 * The flexible-date search (spec 01 §2, §3): the request's fields as URL params (`/flexible-search?destination=CDG`),
 * airports as IATA codes or city names; the month and date unset search next month's middle.
 */
export const FlexibleSearchParams = z.object({
  origin: place,
  destination: place,
  departureMonth: IsoMonth.optional().catch(undefined),
  departureDate: IsoDate.optional().catch(undefined),
  isRoundTrip: z.boolean().catch(true).default(true),
  tripNights: z.number().int().min(1).max(30).catch(7).default(7),
  travelers: z.number().int().min(1).max(9).catch(1).default(1),
  flexibilityLevel: FlexibilityLevel.catch('medium').default('medium'),
  preferredDays: z
    .array(Weekday)
    .max(7)
    .catch([...DEFAULT_PREFERRED_DAYS])
    .default([...DEFAULT_PREFERRED_DAYS]),
  maxPrice: Usd.optional().catch(undefined),
});
export type FlexibleSearchParams = z.infer<typeof FlexibleSearchParams>;

/** An IATA code a link names, upper-cased; `fallback` when missing or not three letters. */
const iataOr = (fallback: string) =>
  z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase())
    .catch(fallback)
    .default(fallback);

/** The travel calendar (spec 02 §2, §9): the route as IATA codes (JFK → CDG by default) and the month (this one). */
export const TravelCalendarSearchParams = z.object({
  origin: iataOr('JFK'),
  destination: iataOr('CDG'),
  month: IsoMonth.optional().catch(undefined),
});
export type TravelCalendarSearchParams = z.infer<typeof TravelCalendarSearchParams>;

/** The hotel result filters (spec 02 §9): luxury (rating 4.5+), budget (under $200 a night), business amenity. */
export const HOTEL_FILTERS = ['all', 'luxury', 'budget', 'business'] as const;
export type HotelFilter = (typeof HOTEL_FILTERS)[number];
/** The hotel result sorts (spec 02 §9): price ascending, rating descending, name. */
export const HOTEL_SORTS = ['price', 'rating', 'name'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/**
 * The hotel search (spec 02 §2, §9): the destination a link names (`/hotels?destination=Paris`), the stay's dates,
 * guests 1–6 and rooms 1–4, and the result filter and sort. Dates unset mean today and 3 nights later.
 */
export const HotelsSearchParams = z.object({
  destination: place,
  checkInDate: IsoDate.optional().catch(undefined),
  checkOutDate: IsoDate.optional().catch(undefined),
  guests: z
    .number()
    .int()
    .min(HOTELS.guests.min)
    .max(HOTELS.guests.max)
    .catch(HOTELS.defaultGuests)
    .default(HOTELS.defaultGuests),
  rooms: z
    .number()
    .int()
    .min(HOTELS.rooms.min)
    .max(HOTELS.rooms.max)
    .catch(HOTELS.defaultRooms)
    .default(HOTELS.defaultRooms),
  filter: z.enum(HOTEL_FILTERS).catch('all').default('all'),
  sort: z.enum(HOTEL_SORTS).catch('price').default('price'),
});
export type HotelsSearchParams = z.infer<typeof HotelsSearchParams>;

/** The tabs of a trip in the organiser (spec 02 §2). */
export const TRIP_TABS = ['overview', 'itinerary', 'expenses', 'documents'] as const;
export type TripTab = (typeof TRIP_TABS)[number];

/**
 * The trip organiser (`/trips?trip=<id>&tab=expenses`): the selected trip (the first when unset) and its tab; a link
 * that names a `destination` (and a `title`) opens the new-trip wizard with them filled in, as a trip idea's Plan
 * Trip does.
 */
export const TripsSearchParams = z.object({
  trip: z.uuid().optional().catch(undefined),
  tab: z.enum(TRIP_TABS).catch('overview').default('overview'),
  destination: z.string().trim().min(1).max(120).optional().catch(undefined),
  title: z.string().trim().min(1).max(120).optional().catch(undefined),
});
export type TripsSearchParams = z.infer<typeof TripsSearchParams>;

/**
 * The smart trip planner (spec 02 smart trip planner): the request as URL params
 * (`/trip-planner?destination=Paris&startDate=2026-05-04&interests=Museums`), so a plan can be reloaded and shared;
 * the plan itself is generated from them. Travelers 1–20, style mid-range by default.
 */
export const TripPlannerSearchParams = z.object({
  destination: typedText,
  startDate: IsoDate.optional().catch(undefined),
  endDate: IsoDate.optional().catch(undefined),
  travelers: z.number().int().min(1).max(20).catch(2).default(2),
  budget: typedText,
  interests: z.array(z.enum(PLANNER_INTERESTS)).max(PLANNER_INTERESTS.length).catch([]).default([]),
  travelStyle: z.enum(PLANNER_STYLES).catch('mid-range').default('mid-range'),
});
export type TripPlannerSearchParams = z.infer<typeof TripPlannerSearchParams>;

/** The destinations and popular destinations lists (spec 02 §2): the search text and the category chip. */
export const DestinationsSearchParams = z.object({
  q: typedText,
  category: choiceOrAll(DestinationCategory),
});
export type DestinationsSearchParams = z.infer<typeof DestinationsSearchParams>;

/** Travel deals (spec 02 §2): the hero search text, the region and the type. */
export const DealsSearchParams = z.object({
  q: typedText,
  region: choiceOrAll(Deal.shape.category),
  type: choiceOrAll(Deal.shape.type),
});
export type DealsSearchParams = z.infer<typeof DealsSearchParams>;

/** The tabs of the AI recommendations page (spec 01 §2). */
export const RECOMMENDATION_TABS = ['recommendations', 'ask', 'insights'] as const;
export type RecommendationTab = (typeof RECOMMENDATION_TABS)[number];

/** The AI recommendations page (`/recommendations?tab=ask`, spec 01 §2): the open tab. */
export const RecommendationsSearchParams = z.object({
  tab: z.enum(RECOMMENDATION_TABS).catch('recommendations').default('recommendations'),
});
export type RecommendationsSearchParams = z.infer<typeof RecommendationsSearchParams>;

/** The help center's tabs (spec 02 §2). */
const HELP_TABS = ['faqs', 'guides', 'resources'] as const;

/** The help center (spec 02 §2): the search text, the open tab and the FAQ category. */
export const HelpSearchParams = z.object({
  q: typedText,
  tab: z.enum(HELP_TABS).catch('faqs').default('faqs'),
  category: choiceOrAll(FaqEntry.shape.category),
});
export type HelpSearchParams = z.infer<typeof HelpSearchParams>;

/**
 * Trip inspiration (spec 02 §2, §9): the search text, the category, the best season (year-round trips match every
 * season, so it is not a choice) and the budget range.
 */
export const InspirationSearchParams = z.object({
  q: typedText,
  category: choiceOrAll(InspirationTrip.shape.category),
  season: choiceOrAll(InspirationTrip.shape.season.exclude(['year-round'])),
  budget: choiceOrAll(InspirationTrip.shape.priceRange),
});
export type InspirationSearchParams = z.infer<typeof InspirationSearchParams>;

/** A count a link names, clamped into its range by `clamp`; `fallback` when missing or not a number. */
const clampedCount = (clamp: (count: number) => number, fallback: number) =>
  z.number().transform(clamp).catch(fallback).default(fallback);

/**
 * The budget calculator (spec 02 §2, §5, §9): the destination as typed, days and travelers (out-of-range numbers
 * clamped to 1–90 and 1–20, as typing them is), the travel style and the trip type. Defaults: a week for two,
 * mid-range, leisure, no destination (`/budget-calculator?destination=Paris&duration=5&travelStyle=luxury`).
 */
export const BudgetSearchParams = z.object({
  destination: typedText,
  duration: clampedCount(clampDuration, BUDGET_DEFAULTS.duration),
  travelers: clampedCount(clampTravelers, BUDGET_DEFAULTS.travelers),
  travelStyle: z.enum(PLANNER_STYLES).catch(BUDGET_DEFAULTS.travelStyle).default(BUDGET_DEFAULTS.travelStyle),
  tripType: z.enum(BUDGET_TRIP_TYPES).catch(BUDGET_DEFAULTS.tripType).default(BUDGET_DEFAULTS.tripType),
});
export type BudgetSearchParams = z.infer<typeof BudgetSearchParams>;
