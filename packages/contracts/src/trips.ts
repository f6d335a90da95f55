import { z } from 'zod/mini';
import { ACCOMMODATION_TYPES, DEFAULT_BUDGET_DISTRIBUTION, WIZARD_ACTIVITIES, WIZARD_TRAVEL_STYLES } from './constants';
import { IsoDate, IsoDateTime, requiredText, Usd } from './common';

/** Trip status values, each shown with its own colour (spec 01 §3). */
export const TripStatus = z.enum(['planning', 'booked', 'in_progress', 'completed', 'cancelled']);
export type TripStatus = z.infer<typeof TripStatus>;

/**
 * How many travel on a trip: the wizard plans for 1–8 (spec 01 §5); a trip saved from the trip planner or the budget
 * calculator may hold as many as those take, 20 (spec 02 §5).
 */
export const TRIP_TRAVELERS = { min: 1, wizardMax: 8, max: 20 } as const;

/** Budget distribution in percent per category; sliders run 0–60 in steps of 5 (spec 01 §3, §5). */
const Share = z.number().check(z.int(), z.gte(0), z.lte(60), z.multipleOf(5));
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
  travelers: z.number().check(z.int(), z.gte(1), z.lte(8)),
  travelStyle: z.union([z.enum(WIZARD_TRAVEL_STYLES), z.literal('')]),
  accommodationType: z.union([z.enum(ACCOMMODATION_TYPES), z.literal('')]),
  transportationPreference: z._default(z.string(), 'flights'),
  selectedActivities: z.array(z.enum(WIZARD_ACTIVITIES)),
});
export type TripDraft = z.input<typeof TripDraft>;

/** A trip's total budget in USD: cents at most, under $10,000,000. */
const TripBudget = Usd.check(
  z.lte(10_000_000, 'Enter a budget under $10,000,000'),
  z.multipleOf(0.01, 'Use at most 2 decimals'),
);

/** A trip's tags: at most 20, each 1–40 characters once trimmed. */
const Tags = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20));

/** The payload the wizard hands out on Create Trip (spec 01 §3): budget in USD, dates as ISO date-times. */
export const TripPayload = z.object({
  title: requiredText(120, 'Give the trip a title', 'Keep the title under 120 characters'),
  description: z.string().check(z.trim(), z.maxLength(2000, 'Keep the description under 2,000 characters')),
  destination: requiredText(120, 'Name the destination', 'Keep the destination under 120 characters'),
  startDate: IsoDateTime,
  endDate: IsoDateTime,
  totalBudget: TripBudget,
  travelers: z.number().check(z.int(), z.gte(1), z.lte(8)),
  preferences: z.object({
    travelStyle: z.enum(WIZARD_TRAVEL_STYLES),
    accommodationType: z.enum(ACCOMMODATION_TYPES),
    transportationPreference: z.string().check(z.trim(), z.maxLength(40)),
    activityTypes: z.array(z.enum(WIZARD_ACTIVITIES)).check(z.minLength(1)),
    budgetDistribution: BudgetDistribution,
  }),
  tags: Tags,
});
export type TripPayload = z.infer<typeof TripPayload>;

/** A trip in the organiser (spec 02 §3). Budget is USD. */
export const Trip = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  travelers: z.number().check(z.int(), z.gte(1)),
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

/** The documents a trip's checklist tracks (trips issue: no upload, a tick and a note each). */
export const TRIP_DOCUMENT_KINDS = ['passport', 'visa', 'insurance', 'tickets', 'bookings'] as const;
export const TripDocument = z.object({
  kind: z.enum(TRIP_DOCUMENT_KINDS),
  done: z.boolean(),
  note: z.string().check(z.trim(), z.maxLength(500, 'Keep the note under 500 characters')),
});
export type TripDocument = z.infer<typeof TripDocument>;

/** What a trip's expenses are spent on: the budget's five categories, and anything else. */
export const EXPENSE_CATEGORIES = [
  'accommodation',
  'transportation',
  'food',
  'activities',
  'shopping',
  'other',
] as const;
export const ExpenseCategory = z.enum(EXPENSE_CATEGORIES);
export type ExpenseCategory = z.infer<typeof ExpenseCategory>;

/** A traveller's name on a trip: who paid an expense and who shares it. */
export const TravellerName = z
  .string()
  .check(z.trim(), z.minLength(1, 'Name each traveller'), z.maxLength(40, 'Keep names under 40 characters'));

/**
 * An expense to record (trips issue, after TREK and AdventureLog): its category, amount in USD (cents at most),
 * date, a note, who paid (one of the trip's travellers) and the travellers it is split between, equally.
 */
export const ExpenseInput = z.object({
  category: ExpenseCategory,
  amount: z.number('Enter the amount in USD').check(
    // At least a cent, not just positive: `1e-7` passes `multipleOf(0.01)` and would be stored as 0 cents.
    z.gte(0.01, 'Enter an amount above $0'),
    z.lte(1_000_000, 'Enter an amount under $1,000,000'),
    z.multipleOf(0.01, 'Use at most 2 decimals'),
  ),
  date: IsoDate,
  note: z.string().check(z.trim(), z.maxLength(200, 'Keep the note under 200 characters')),
  paidBy: TravellerName,
  splitBetween: z.array(TravellerName).check(z.minLength(1, 'Split it between at least one traveller')),
});
export type ExpenseInput = z.infer<typeof ExpenseInput>;
export const Expense = z.extend(ExpenseInput, { id: z.string() });
export type Expense = z.infer<typeof Expense>;

/** An itinerary item to add or replace (spec 02 §3): a title, the day, an optional `HH:mm` time, place and cost. */
export const ItineraryItemInput = z.object({
  type: ItineraryItem.shape.type,
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Give the item a title'), z.maxLength(120, 'Keep the title under 120 characters')),
  date: IsoDate,
  time: z.union([z.literal(''), z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:30'))]),
  location: z.string().check(z.trim(), z.maxLength(120, 'Keep the location under 120 characters')),
  cost: Usd.check(z.lte(1_000_000, 'Enter a cost under $1,000,000'), z.multipleOf(0.01, 'Use at most 2 decimals')),
  isBooked: z.boolean(),
});
export type ItineraryItemInput = z.infer<typeof ItineraryItemInput>;

/**
 * A trip with everything it holds (trips issue): the organiser's trip (spec 02 §3) plus its description, wizard
 * preferences (null for a trip made elsewhere, such as the planner), budget split in percent, traveller names,
 * itinerary items, expenses, document checklist, and the token of its read-only share link (null when not shared).
 */
export const TripDetail = z.extend(Trip, {
  description: z.string(),
  preferences: z.nullable(z.omit(TripPayload.shape.preferences, { budgetDistribution: true })),
  budgetDistribution: BudgetDistribution,
  travellerNames: z.array(TravellerName).check(z.minLength(1)),
  items: z.array(ItineraryItem),
  expenses: z.array(Expense),
  documents: z.array(TripDocument),
  shareToken: z.nullable(z.string()),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type TripDetail = z.infer<typeof TripDetail>;

/** The most itinerary items a new trip may bring: 21 planned days of the busiest pace, with room to spare. */
export const NEW_TRIP_MAX_ITEMS = 200;

/**
 * `POST /api/trips`: the wizard's payload (spec 01 §3), or a trip saved from the trip planner or the budget
 * calculator, which has no wizard `preferences` but may bring its `budgetDistribution` (else the spec's default
 * split) and its itinerary `items`; such a trip may have up to 20 travelers, the wizard's 1–8. The optional client id
 * makes importing a signed-out traveller's local trips idempotent (the same client id answers the trip it already
 * made).
 */
export const CreateTripRequest = z
  .extend(TripPayload, {
    clientId: z.optional(z.uuid()),
    travelers: z
      .number()
      .check(
        z.int(),
        z.gte(TRIP_TRAVELERS.min),
        z.lte(TRIP_TRAVELERS.max, `A trip is for at most ${TRIP_TRAVELERS.max} travelers`),
      ),
    preferences: z.optional(TripPayload.shape.preferences),
    budgetDistribution: z.optional(BudgetDistribution),
    items: z.optional(
      z
        .array(ItineraryItemInput)
        .check(z.maxLength(NEW_TRIP_MAX_ITEMS, `A new trip brings at most ${NEW_TRIP_MAX_ITEMS} itinerary items`)),
    ),
  })
  .check(
    z.refine((trip) => trip.endDate >= trip.startDate, {
      message: 'End date must be on or after the start date',
      path: ['endDate'],
    }),
    z.refine((trip) => !trip.preferences || trip.travelers <= TRIP_TRAVELERS.wizardMax, {
      message: `The trip wizard plans for 1 to ${TRIP_TRAVELERS.wizardMax} travelers`,
      path: ['travelers'],
    }),
    z.refine((trip) => !(trip.preferences && trip.budgetDistribution), {
      message: 'Give the budget split once, in the preferences',
      path: ['budgetDistribution'],
    }),
  );
export type CreateTripRequest = z.infer<typeof CreateTripRequest>;

/** The budget split a new trip starts with: the wizard's, the one sent, or the spec's default (spec 01 §9). */
function newTripDistribution(request: CreateTripRequest): BudgetDistribution {
  return request.preferences?.budgetDistribution ?? request.budgetDistribution ?? { ...DEFAULT_BUDGET_DISTRIBUTION };
}

/** The wizard's preferences but the budget split, which a trip keeps apart; null for a trip made elsewhere. */
function wizardPreferences({ preferences }: CreateTripRequest): TripDetail['preferences'] {
  if (!preferences) return null;
  const { budgetDistribution: _split, ...rest } = preferences;
  return rest;
}

/** A trip as first made, before it is stored: everything of a `TripDetail` but what storing gives it. */
export type NewTripFields = Omit<TripDetail, 'id' | 'items' | 'expenses' | 'shareToken' | 'createdAt' | 'updatedAt'>;

/**
 * The UTC calendar day (`yyyy-MM-dd`) of an ISO date-time with offset. The wizard sends each chosen day as its
 * UTC midnight, so this gives back the day the traveller picked.
 */
export function utcDay(isoDateTime: string): string {
  return new Date(isoDateTime).toISOString().slice(0, 10);
}

/** The default name of the traveller at `index`: the organiser is 'You', the others 'Traveler 2', 'Traveler 3', … */
const defaultName = (index: number) => (index === 0 ? 'You' : `Traveler ${index + 1}`);

/**
 * Fits traveller names to a new count: keeps the first `travelers` names, and fills any missing places with the
 * default name of each place that nobody has taken yet (so two travellers never share a name).
 */
export function resizeTravellerNames(names: readonly string[], travelers: number): string[] {
  const resized = names.slice(0, travelers);
  for (let index = resized.length; resized.length < travelers; index++) {
    const name = defaultName(index);
    if (!resized.includes(name)) resized.push(name);
  }
  return resized;
}

/** The names a new trip starts with: `['You', 'Traveler 2', …]`, one per traveller. */
export function defaultTravellerNames(travelers: number): string[] {
  return resizeTravellerNames([], travelers);
}

/** A new trip's document checklist: each of the five kinds, not done, without a note. */
export function defaultDocuments(): TripDocument[] {
  return TRIP_DOCUMENT_KINDS.map((kind) => ({ kind, done: false, note: '' }));
}

/**
 * The trip a parsed `CreateTripRequest` makes (spec 01 §3, trips issue), the same in the API and in a signed-out
 * browser: its UTC calendar days, status `planning`, no cover image, the request's tags, its wizard preferences
 * (null for a trip from the planner or the calculator) with the budget split kept apart, default traveller names
 * and the five documents not done. Budget in USD.
 */
export function newTripFields(request: CreateTripRequest): NewTripFields {
  return {
    title: request.title,
    description: request.description,
    destination: request.destination,
    startDate: utcDay(request.startDate),
    endDate: utcDay(request.endDate),
    travelers: request.travelers,
    status: 'planning',
    totalBudget: request.totalBudget,
    coverImageUrl: '',
    tags: request.tags,
    preferences: wizardPreferences(request),
    budgetDistribution: newTripDistribution(request),
    travellerNames: defaultTravellerNames(request.travelers),
    documents: defaultDocuments(),
  };
}

/** `PATCH /api/trips/{id}`: the fields Settings, the documents tab and the budget calculator change. */
export const UpdateTripRequest = z
  .partial(
    z.object({
      title: z.string().check(z.trim(), z.minLength(1, 'Give the trip a title'), z.maxLength(120)),
      description: z.string().check(z.trim(), z.maxLength(2000)),
      destination: z.string().check(z.trim(), z.minLength(1, 'Name the destination'), z.maxLength(120)),
      startDate: IsoDate,
      endDate: IsoDate,
      travelers: z.number().check(z.int(), z.gte(TRIP_TRAVELERS.min), z.lte(TRIP_TRAVELERS.max)),
      status: TripStatus,
      totalBudget: TripBudget,
      tags: Tags,
      budgetDistribution: BudgetDistribution,
      travellerNames: z.array(TravellerName).check(z.minLength(TRIP_TRAVELERS.min), z.maxLength(TRIP_TRAVELERS.max)),
      documents: z.array(TripDocument).check(z.maxLength(TRIP_DOCUMENT_KINDS.length)),
    }),
  )
  .check(
    z.refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, {
      message: 'End date must be on or after the start date',
      path: ['endDate'],
    }),
  );
export type UpdateTripRequest = z.infer<typeof UpdateTripRequest>;

/** `POST /api/trips/{id}/share`: the token of the trip's read-only link, served at `GET /api/shared-trips/{token}`. */
export const TripShare = z.object({ token: z.string().check(z.minLength(16)) });
export type TripShare = z.infer<typeof TripShare>;

/**
 * A trip kept in a signed-out visitor's browser until they sign in and import it (trips issue): the request that
 * will make it, its client id (sent with the request, so importing twice makes one trip), and when it was saved.
 */
export const LocalTrip = z.object({ clientId: z.uuid(), savedAt: IsoDateTime, request: CreateTripRequest });
export type LocalTrip = z.infer<typeof LocalTrip>;
