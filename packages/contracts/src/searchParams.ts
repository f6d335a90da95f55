import { z } from 'zod/mini';
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
import { Deal, FaqEntry, INSPIRATION_SEASONS, InspirationTrip } from './content';
import { DestinationCategory } from './destinations';
import { BUDGET_DEFAULTS, BUDGET_TRIP_TYPES, clampDuration, clampTravelers } from './budget';

/**
 * The search params of the screens whose state lives in the URL (DESIGN §5 "The URL is the state"). Every field
 * falls back to its default when missing or invalid (`z.catch`), and unknown params are dropped, so a mistyped or
 * stale link still opens the screen instead of failing. Every field is optional on input (`z._default`), so a link
 * names only the params it sets.
 */

/** `schema`, or `fallback` when the param is missing or invalid. */
const withFallback = <T extends z.core.SomeType>(schema: T, fallback: z.core.util.NoUndefined<z.output<T>>) =>
  z._default(z.catch(schema, fallback), fallback);

/** `schema`, or nothing when the param is missing or invalid. */
const optionalParam = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The "no filter" value of every choice param. */
const ALL_CHOICES = 'all';

/** Text typed into a search box, cut to 100 characters; a number-looking value (`?q=123`) stays text. */
const typedText = withFallback(
  z.pipe(
    z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
    z.transform((text) => text.slice(0, 100)),
  ),
  '',
);

/** A value of `choices`, or {@link ALL_CHOICES} (the default). */
const choiceOrAll = <T extends z.core.$ZodEnum>(choices: T) =>
  withFallback(z.union([z.literal(ALL_CHOICES), choices]), ALL_CHOICES);

/** An airport a link names: an IATA code or a city name, 2 to 64 characters (spec 01 §9 airport search). */
const place = optionalParam(z.string().check(z.trim(), z.minLength(2), z.maxLength(64)));

/**
 * Home's flight search (spec 01 §2, §9): the airports as IATA codes or city names (`/?origin=JFK&destination=Paris`),
 * the Flexible Dates and Travelers option ids, the cabin, and the ISO departure date of a "specific-dates" search.
 */
export const HomeSearchParams = z.object({
  origin: place,
  destination: place,
  flexibleDates: withFallback(z.enum(FLEXIBLE_DATE_OPTIONS), 'anytime-year'),
  travelers: withFallback(z.enum(TRAVELER_OPTIONS), '1-adult'),
  cabin: optionalParam(z.enum(CABINS)),
  departureDate: optionalParam(IsoDate),
});
export type HomeSearchParams = z.infer<typeof HomeSearchParams>;

/**
 * The flexible-date search (spec 01 §2, §3): the request's fields as URL params (`/flexible-search?destination=CDG`),
 * airports as IATA codes or city names; the month and date unset search next month's middle.
 */
export const FlexibleSearchParams = z.object({
  origin: place,
  destination: place,
  departureMonth: optionalParam(IsoMonth),
  departureDate: optionalParam(IsoDate),
  isRoundTrip: withFallback(z.boolean(), true),
  tripNights: withFallback(z.number().check(z.int(), z.gte(1), z.lte(30)), 7),
  travelers: withFallback(z.number().check(z.int(), z.gte(1), z.lte(9)), 1),
  flexibilityLevel: withFallback(FlexibilityLevel, 'medium'),
  preferredDays: withFallback(z.array(Weekday).check(z.maxLength(7)), [...DEFAULT_PREFERRED_DAYS]),
  maxPrice: optionalParam(Usd),
});
export type FlexibleSearchParams = z.infer<typeof FlexibleSearchParams>;

/** An IATA code a link names, upper-cased; `fallback` when missing or not three letters. */
const iataOr = (fallback: string) =>
  withFallback(
    z.pipe(
      z.string().check(z.regex(/^[A-Za-z]{3}$/)),
      z.transform((code) => code.toUpperCase()),
    ),
    fallback,
  );

/** The travel calendar (spec 02 §2, §9): the route as IATA codes (JFK → CDG by default) and the month (this one). */
export const TravelCalendarSearchParams = z.object({
  origin: iataOr('JFK'),
  destination: iataOr('CDG'),
  month: optionalParam(IsoMonth),
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
  checkInDate: optionalParam(IsoDate),
  checkOutDate: optionalParam(IsoDate),
  guests: withFallback(
    z.number().check(z.int(), z.gte(HOTELS.guests.min), z.lte(HOTELS.guests.max)),
    HOTELS.defaultGuests,
  ),
  rooms: withFallback(z.number().check(z.int(), z.gte(HOTELS.rooms.min), z.lte(HOTELS.rooms.max)), HOTELS.defaultRooms),
  filter: withFallback(z.enum(HOTEL_FILTERS), 'all'),
  sort: withFallback(z.enum(HOTEL_SORTS), 'price'),
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
  trip: optionalParam(z.uuid()),
  tab: withFallback(z.enum(TRIP_TABS), 'overview'),
  destination: optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
  title: optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
});
export type TripsSearchParams = z.infer<typeof TripsSearchParams>;

/**
 * The smart trip planner (spec 02 smart trip planner): the request as URL params
 * (`/trip-planner?destination=Paris&startDate=2026-05-04&interests=Museums`), so a plan can be reloaded and shared;
 * the plan itself is generated from them. Travelers 1–20, style mid-range by default.
 */
export const TripPlannerSearchParams = z.object({
  destination: typedText,
  startDate: optionalParam(IsoDate),
  endDate: optionalParam(IsoDate),
  travelers: withFallback(z.number().check(z.int(), z.gte(1), z.lte(20)), 2),
  budget: typedText,
  interests: withFallback(z.array(z.enum(PLANNER_INTERESTS)).check(z.maxLength(PLANNER_INTERESTS.length)), []),
  travelStyle: withFallback(z.enum(PLANNER_STYLES), 'mid-range'),
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
  tab: withFallback(z.enum(RECOMMENDATION_TABS), 'recommendations'),
});
export type RecommendationsSearchParams = z.infer<typeof RecommendationsSearchParams>;

/** The help center's tabs (spec 02 §2). */
const HELP_TABS = ['faqs', 'guides', 'resources'] as const;

/** The help center (spec 02 §2): the search text, the open tab and the FAQ category. */
export const HelpSearchParams = z.object({
  q: typedText,
  tab: withFallback(z.enum(HELP_TABS), 'faqs'),
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
  season: choiceOrAll(z.enum(INSPIRATION_SEASONS)),
  budget: choiceOrAll(InspirationTrip.shape.priceRange),
});
export type InspirationSearchParams = z.infer<typeof InspirationSearchParams>;

/** A count a link names, clamped into its range by `clamp`; `fallback` when missing or not a number. */
const clampedCount = (clamp: (count: number) => number, fallback: number) =>
  withFallback(z.pipe(z.number(), z.transform(clamp)), fallback);

/**
 * The budget calculator (spec 02 §2, §5, §9): the destination as typed, days and travelers (out-of-range numbers
 * clamped to 1–90 and 1–20, as typing them is), the travel style and the trip type. Defaults: a week for two,
 * mid-range, leisure, no destination (`/budget-calculator?destination=Paris&duration=5&travelStyle=luxury`).
 */
export const BudgetSearchParams = z.object({
  destination: typedText,
  duration: clampedCount(clampDuration, BUDGET_DEFAULTS.duration),
  travelers: clampedCount(clampTravelers, BUDGET_DEFAULTS.travelers),
  travelStyle: withFallback(z.enum(PLANNER_STYLES), BUDGET_DEFAULTS.travelStyle),
  tripType: withFallback(z.enum(BUDGET_TRIP_TYPES), BUDGET_DEFAULTS.tripType),
});
export type BudgetSearchParams = z.infer<typeof BudgetSearchParams>;
