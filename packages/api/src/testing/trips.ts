import {
  Expense,
  ItineraryItem,
  TRIP_DOCUMENT_KINDS,
  TripDetail,
  type ExpenseInput,
  type ItineraryItemInput,
  type TripPayload,
  type TripPlanRequest,
} from '@farewise/contracts';
import type { TestBrowser } from './browser';

/** The wizard's Create Trip payload (spec 01 §3) for a week in Lisbon in June 2026, for two. */
export const WIZARD_PAYLOAD: TripPayload = {
  title: 'Lisbon week',
  description: 'Tiles, trams and pastéis',
  destination: 'Lisbon, Portugal',
  startDate: '2026-06-01T00:00:00.000Z',
  endDate: '2026-06-08T00:00:00.000Z',
  totalBudget: 2400.5,
  travelers: 2,
  preferences: {
    travelStyle: 'romantic',
    accommodationType: 'boutique',
    transportationPreference: 'flights',
    activityTypes: ['Sightseeing', 'Food & Dining'],
    budgetDistribution: { accommodation: 40, transportation: 20, food: 20, activities: 15, shopping: 5 },
  },
  tags: ['romantic', 'boutique'],
};

const { budgetDistribution, ...preferences } = WIZARD_PAYLOAD.preferences;

/**
 * The trip `WIZARD_PAYLOAD` makes, as the API stores and answers it, but for its id, items, expenses, share token
 * and times: its UTC days, status planning, the default names and documents.
 */
export const WIZARD_TRIP = {
  title: 'Lisbon week',
  description: 'Tiles, trams and pastéis',
  destination: 'Lisbon, Portugal',
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  travelers: 2,
  status: 'planning',
  totalBudget: 2400.5,
  coverImageUrl: '',
  tags: ['romantic', 'boutique'],
  preferences,
  budgetDistribution,
  travellerNames: ['You', 'Traveler 2'],
  documents: TRIP_DOCUMENT_KINDS.map((kind) => ({ kind, done: false, note: '' })),
} as const;

/** An itinerary item on the payload's trip's third day. */
export const ITEM: ItineraryItemInput = {
  type: 'activity',
  title: 'Tram 28',
  date: '2026-06-03',
  time: '09:30',
  location: 'Martim Moniz',
  cost: 3.1,
  isBooked: false,
};

/** An expense of the payload's trip, paid by its organiser and split between both travellers. */
export const EXPENSE: ExpenseInput = {
  category: 'food',
  amount: 48.35,
  date: '2026-06-02',
  note: 'Dinner in Alfama',
  paidBy: 'You',
  splitBetween: ['You', 'Traveler 2'],
};

/**
 * Creates `WIZARD_PAYLOAD`'s trip as `browser`'s, with `ITEM` and `EXPENSE` on it; throws (failing the test) if the
 * API refuses any of the three.
 */
export async function seedTrip(browser: TestBrowser) {
  const trip = TripDetail.parse((await browser.post('/api/trips', WIZARD_PAYLOAD)).json);
  const item = ItineraryItem.parse((await browser.post(`/api/trips/${trip.id}/items`, ITEM)).json);
  const expense = Expense.parse((await browser.post(`/api/trips/${trip.id}/expenses`, EXPENSE)).json);
  return { trip, itemId: item.id, expenseId: expense.id };
}

/** A smart trip planner request (spec 02 §2, /trip-planner): three days in Paris for two, within $1,500, on the suites' clock. */
export const PLAN_REQUEST: TripPlanRequest = {
  destination: 'Paris',
  startDate: '2026-05-04',
  endDate: '2026-05-06',
  travelers: 2,
  budget: '$1,500',
  interests: ['Museums', 'Food & Dining'],
  travelStyle: 'mid-range',
};
