/**
 * Business constants from spec 01 §9 and spec 02 §9. Every screen and server rule reads them from here.
 */

/** Airport search: debounce (ms), minimum characters, maximum results (spec 01 §9). */
export const AIRPORT_SEARCH = { debounceMs: 300, minChars: 2, maxChars: 64, maxResults: 10 } as const;

/** Flights shown before "View N more flights" (spec 01 §9). */
export const FLIGHTS_SHOWN_FIRST = 5;

/** Trending destinations shown on home (spec 01 §9). */
export const TRENDING_SHOWN = 6;

/** Default origin and destination when one airport is missing (spec 01 §5). */
export const DEFAULT_ORIGIN = 'NYC';
export const DEFAULT_DESTINATION = 'PAR';

/** Flexible Dates select option ids (spec 01 §9). */
export const FLEXIBLE_DATE_OPTIONS = ['anytime-year', 'next-3-months', 'next-6-months', 'specific-dates'] as const;
/** Travelers select option ids (spec 01 §9). */
export const TRAVELER_OPTIONS = ['1-adult', '2-adults', '2-adults-1-child', 'family'] as const;
/** Cabin option ids (spec 01 §9). */
export const CABINS = ['economy', 'premium', 'business'] as const;

/** Username length and password minimum (spec 01 §9). */
export const USERNAME_LENGTH = { min: 3, max: 30 } as const;
export const PASSWORD_MIN = 8;

/** Questionnaire options (spec 01 §9); step 5 is the budget band. */
export const QUESTIONNAIRE_OPTIONS = {
  1: ['beach', 'city', 'mountain', 'adventure'],
  2: ['weekend', 'week', 'two-weeks', 'month'],
  3: ['spring', 'summer', 'fall', 'winter', 'flexible'],
  4: ['solo', 'couple', 'family', 'group'],
  5: ['budget', 'mid-range', 'luxury', 'unlimited'],
} as const;

/** Budget bands in USD per person (spec 01 §9); `max: null` is open-ended. */
export const BUDGET_BANDS = {
  budget: { min: 500, max: 1500 },
  'mid-range': { min: 1500, max: 3500 },
  luxury: { min: 3500, max: null },
  unlimited: { min: 0, max: null },
} as const;

/** Flexibility levels and their window in days either side (spec 01 §9); `null` is the entire month. */
export const FLEXIBILITY_WINDOW_DAYS = { low: 2, medium: 7, high: null } as const;

/** Default budget split in percent (spec 01 §9). */
export const DEFAULT_BUDGET_DISTRIBUTION = {
  accommodation: 40,
  transportation: 25,
  food: 20,
  activities: 10,
  shopping: 5,
} as const;

/** Wizard travel styles, accommodation types and activities (spec 01 §9). */
export const WIZARD_TRAVEL_STYLES = ['budget', 'luxury', 'adventure', 'family', 'business', 'romantic'] as const;
export const ACCOMMODATION_TYPES = ['hotel', 'airbnb', 'hostel', 'resort', 'boutique', 'camping'] as const;
export const WIZARD_ACTIVITIES = [
  'Sightseeing',
  'Adventure Sports',
  'Culture & History',
  'Food & Dining',
  'Shopping',
  'Nightlife',
  'Museums',
  'Nature & Wildlife',
  'Beaches',
  'Photography',
  'Festivals & Events',
  'Wellness & Spa',
] as const;

/** Toast behaviour (spec 01 §9). */
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;
/** Tooltip delays in ms (spec 01 §9). */
export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

/** Hotel search defaults and choices (spec 02 §9). */
export const HOTELS = {
  defaultNights: 3,
  defaultGuests: 2,
  defaultRooms: 1,
  defaultCurrency: 'USD',
  /** The longest stay one search prices, in nights. */
  maxNights: 30,
  guests: { min: 1, max: 6 },
  rooms: { min: 1, max: 4 },
  amenitiesShown: 6,
  statusPollMs: 30_000,
  retries: 2,
} as const;

/** Price-alert options (spec 02 §9). */
export const ALERT_TYPES = ['below', 'drop'] as const;
export const DROP_PERCENTAGES = [5, 10, 15, 20, 25] as const;
export const DEFAULT_DROP_PERCENTAGE = 10;

/** Contact categories (spec 02 §9). */
export const CONTACT_CATEGORIES = [
  'General Inquiry',
  'Booking Support',
  'Technical Issues',
  'Payment Problems',
  'Cancellation & Refunds',
  'Account Management',
  'Partnership Opportunities',
  'Media & Press',
  'Bug Report',
  'Feature Request',
] as const;

/** Planner interests and styles (spec 02 §9). */
export const PLANNER_INTERESTS = [
  'Culture & History',
  'Food & Dining',
  'Adventure Sports',
  'Beach & Relaxation',
  'Shopping',
  'Nightlife',
  'Museums',
  'Nature & Wildlife',
  'Photography',
  'Architecture',
  'Local Experiences',
  'Festivals & Events',
] as const;
export const PLANNER_STYLES = ['budget', 'mid-range', 'luxury'] as const;

/** Status data and AI recommendations stay fresh this long (spec 01 §9), in ms. */
export const FRESH_FOR_MS = 5 * 60 * 1000;

/** The flexible search's preferred weekdays by default: the cheapest days to fly (spec 01 §3, §9). */
export const DEFAULT_PREFERRED_DAYS = ['tuesday', 'wednesday', 'thursday'] as const;

/** The months' English names, January first: how dates and month mentions are written. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
