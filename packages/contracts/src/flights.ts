import { z } from 'zod';
import { CABINS, DEFAULT_PREFERRED_DAYS, FLEXIBLE_DATE_OPTIONS } from './constants';
import { AirportSuggestion } from './airports';
import { IataCode, IsoDate, IsoDateTime, IsoMonth, RiskSetting, Usd, queryInt } from './common';

/**
 * Duration of a flight: an ISO 8601 duration such as `PT2H30M`, or a whole number of minutes (spec 01 §3).
 */
export const FlightDuration = z.union([
  z.string().regex(/^PT(?:\d+H)?(?:\d+M)?$/, 'Must be an ISO 8601 duration such as PT2H30M'),
  z.number().int().positive(),
]);
export type FlightDuration = z.infer<typeof FlightDuration>;

/** One flight itinerary (spec 01 §3). Times are ISO date-times in the airports' own offsets; price is USD per person. */
export const Flight = z.object({
  id: z.string(),
  airline: z.string(),
  carrierCode: z.string().min(2).max(3),
  origin: z.string().length(3),
  destination: z.string().length(3),
  departureTime: IsoDateTime,
  arrivalTime: IsoDateTime,
  date: IsoDate,
  duration: FlightDuration,
  stops: z.number().int().min(0),
  price: Usd,
});
export type Flight = z.infer<typeof Flight>;

/** Price statistics of a search in USD (spec 01 §3). */
export const PriceStats = z.object({ current: Usd, lowest: Usd, predicted: Usd });
export type PriceStats = z.infer<typeof PriceStats>;

/** The predicted best month to fly: month name, savings in USD, confidence in percent (spec 01 §3). */
export const BestMonth = z.object({ month: z.string(), savings: Usd, confidence: z.number().min(0).max(100) });
export type BestMonth = z.infer<typeof BestMonth>;

/** A cheaper alternative destination with its fare and savings in USD (spec 01 §3). */
export const Alternative = z.object({ name: z.string(), description: z.string(), price: Usd, savings: Usd });
export type Alternative = z.infer<typeof Alternative>;

/** Response of `GET /api/flights/search` (spec 01 §3). */
export const FlightSearchResponse = z.object({
  flights: z.array(Flight),
  priceStats: PriceStats,
  recommendations: BestMonth,
  alternatives: z.array(Alternative),
});
export type FlightSearchResponse = z.infer<typeof FlightSearchResponse>;

/** A route's two ends must differ: the check and its error, on `destination`, shared by every route query. */
const differentAirports = (q: { origin: string; destination: string }) => q.origin !== q.destination;
const DIFFERENT_AIRPORTS = { message: 'Origin and destination must be different airports', path: ['destination'] };

/** Query of `GET /api/flights/search` (spec 01 §7 and issue "flight search"). */
export const FlightSearchQuery = z
  .object({
    origin: IataCode,
    destination: IataCode,
    departureDate: IsoDate.optional(),
    returnDate: IsoDate.optional(),
    travelers: queryInt(1, 9).optional(),
    cabin: z.enum(CABINS).optional(),
    flexibleDates: z.enum(FLEXIBLE_DATE_OPTIONS).optional(),
  })
  .refine(differentAirports, DIFFERENT_AIRPORTS)
  .refine((q) => !q.departureDate || !q.returnDate || q.returnDate >= q.departureDate, {
    message: 'Return date must be on or after the departure date',
    path: ['returnDate'],
  });
export type FlightSearchQuery = z.infer<typeof FlightSearchQuery>;

/** A route key such as `NYC-PAR` (spec 01 §7). */
export const RouteKey = z
  .string()
  .regex(/^[A-Za-z]{3}-[A-Za-z]{3}$/, 'Route must look like NYC-PAR')
  .transform((route) => route.toUpperCase());

/**
 * Query of `GET /api/price-history/{route}`: the departure the buy/wait advice is for (default: 45 days out) and
 * the risk setting (default Save the most).
 */
export const PriceHistoryQuery = z.object({ departureDate: IsoDate.optional(), risk: RiskSetting.default('save') });

/** One day of a route's price history: the lowest fare in USD and where it came from. */
export const PriceHistoryPoint = z.object({
  date: IsoDate,
  price: Usd,
  source: z.enum(['observed', 'model', 'forecast']),
});
export type PriceHistoryPoint = z.infer<typeof PriceHistoryPoint>;

/**
 * The back-test of a risk setting's advice on the fare simulator's test trips (`pnpm bench:forecast`): shares 0–1
 * of perfect-foresight savings captured, of trips no worse than buying at once, and the mean saving as a share of
 * the first fare.
 */
export const AdviceBacktest = z.object({
  trips: z.number().int().positive(),
  captured: z.number(),
  noWorse: z.number().min(0).max(1),
  meanSaved: z.number(),
});
export type AdviceBacktest = z.infer<typeof AdviceBacktest>;

/**
 * The buy/wait advice for one departure (issue 17), under a risk setting: `waitChance`, the calibrated chance in
 * percent that waiting ends in a lower fare than today's; for `wait`, about how many days before departure it
 * expects to buy; the days out the route's fares are typically lowest; how many of the 28 days of fares it read
 * were observed by searches (the rest from the pricing model); and its setting's back-test.
 */
export const BookingAdvice = z.object({
  departureDate: IsoDate,
  risk: RiskSetting,
  action: z.enum(['buy', 'wait']),
  waitChance: z.number().int().min(0).max(100),
  waitUntilDaysOut: z.number().int().positive().nullable(),
  typicalLowDaysOut: z.number().int().positive(),
  observedDays: z.number().int().min(0).max(28),
  backtest: AdviceBacktest,
});
export type BookingAdvice = z.infer<typeof BookingAdvice>;

/**
 * Response of `GET /api/price-history/{route}`: the past 12 months daily, the forecast, today's verdict, and the
 * buy/wait advice for `departureDate`.
 */
export const PriceHistoryResponse = z.object({
  route: z.string(),
  points: z.array(PriceHistoryPoint),
  typicalRange: z.object({ low: Usd, high: Usd }),
  verdict: z.enum(['low', 'typical', 'high']),
  advice: BookingAdvice,
});
export type PriceHistoryResponse = z.infer<typeof PriceHistoryResponse>;

/** Flexibility of a flexible-date search (spec 01 §3). */
export const FlexibilityLevel = z.enum(['low', 'medium', 'high']);
export type FlexibilityLevel = z.infer<typeof FlexibilityLevel>;
/** A day of the week, as the flexible search's preferred days name them (spec 01 §3). */
export const Weekday = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export type Weekday = z.infer<typeof Weekday>;

/**
 * Body of `POST /api/flights/flexible-search` with the spec's defaults (spec 01 §3): NYC → PAR, a round trip for 1
 * traveler, medium flexibility, Tuesday to Thursday. `departureMonth` (`YYYY-MM`) defaults to next month. Beyond the
 * spec: `departureDate`, the date low and medium flexibility look around (default: the month's middle), which must
 * fall in `departureMonth`; `tripNights`, the nights away on a round trip (default 7). Returns are `tripNights` after
 * each departure; `returnMonth`, kept for the spec's shape, may not come before `departureMonth`. `maxPrice` is USD
 * per person.
 */
export const FlexibleSearchRequest = z
  .object({
    origin: IataCode.default('NYC'),
    destination: IataCode.default('PAR'),
    departureMonth: IsoMonth.optional(),
    departureDate: IsoDate.optional(),
    returnMonth: IsoMonth.optional(),
    tripNights: z.number().int().min(1).max(30).default(7),
    isRoundTrip: z.boolean().default(true),
    travelers: z.number().int().min(1).max(9).default(1),
    flexibilityLevel: FlexibilityLevel.default('medium'),
    preferredDays: z
      .array(Weekday)
      .max(7)
      .default([...DEFAULT_PREFERRED_DAYS]),
    maxPrice: Usd.optional(),
  })
  .refine(differentAirports, DIFFERENT_AIRPORTS)
  .refine((q) => !q.departureDate || !q.departureMonth || q.departureDate.startsWith(q.departureMonth), {
    message: 'Departure date must be in the departure month',
    path: ['departureDate'],
  })
  .refine((q) => !q.returnMonth || !q.departureMonth || q.returnMonth >= q.departureMonth, {
    message: 'Return month cannot be before the departure month',
    path: ['returnMonth'],
  });
export type FlexibleSearchRequest = z.input<typeof FlexibleSearchRequest>;
/** A flexible search request with its defaults applied. */
export type FlexibleSearch = z.output<typeof FlexibleSearchRequest>;

const emptyToUndefined = (value: unknown) => (value === '' || Number.isNaN(value) ? undefined : value);

/**
 * The flexible search form's fields and checks (spec 01 §5: travelers 1–9): both airports picked, a month, 1–30
 * nights, and an optional maximum price above $0 in USD (an empty field is no maximum).
 */
export const FlexibleSearchFields = z.object({
  origin: AirportSuggestion.nullable().refine((airport) => airport !== null, 'Select the airport you fly from'),
  destination: AirportSuggestion.nullable().refine((airport) => airport !== null, 'Select the airport you fly to'),
  departureMonth: IsoMonth,
  isRoundTrip: z.boolean(),
  tripNights: z
    .number('Enter the nights away, 1 to 30')
    .int('Enter whole nights')
    .min(1, 'Stay at least 1 night')
    .max(30, 'Stay at most 30 nights'),
  travelers: z.number().int().min(1).max(9),
  flexibilityLevel: FlexibilityLevel,
  preferredDays: z.array(Weekday),
  maxPrice: z.preprocess(emptyToUndefined, z.number().positive('Enter a price above $0').optional()),
});
export type FlexibleSearchFields = z.input<typeof FlexibleSearchFields>;
export type FlexibleSearchSubmission = z.output<typeof FlexibleSearchFields>;

/** One flexible-date flight option (spec 01 §3). Prices and savings are USD. */
export const FlexibleFlightOption = z.object({
  id: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureDate: IsoDate,
  returnDate: IsoDate.nullable(),
  price: Usd,
  currency: z.literal('USD'),
  savings: Usd,
  duration: z.string(),
  stops: z.number().int().min(0),
  airline: z.string(),
  flexibility: z.enum(['exact', 'nearby', 'month']),
  bookingClass: z.string(),
});
export type FlexibleFlightOption = z.infer<typeof FlexibleFlightOption>;

/** A day's price level against its month: by quartile of the month's available prices. */
export const PriceLevel = z.enum(['best', 'good', 'fair', 'expensive']);
export type PriceLevel = z.infer<typeof PriceLevel>;

/** Query of `GET /api/price-calendar`: a route, a month (`YYYY-MM`) and, for round trips, the nights away (1–30). */
export const PriceCalendarQuery = z
  .object({
    origin: IataCode,
    destination: IataCode,
    month: IsoMonth,
    tripNights: queryInt(1, 30).optional(),
  })
  .refine(differentAirports, DIFFERENT_AIRPORTS);
export type PriceCalendarQuery = z.infer<typeof PriceCalendarQuery>;

/**
 * One day of the price calendar (spec 01 §3 "price calendar day", with more): the cheapest fare per person in USD departing that day (outbound plus the return
 * `tripNights` later for a round trip); `price` is null and `available` false for past days or where no flight runs.
 * `trend` compares with the previous day (null when either has no price); `deals` are short labels.
 */
export const PriceCalendarEntry = z.object({
  date: IsoDate,
  price: Usd.nullable(),
  available: z.boolean(),
  recommendation: PriceLevel.nullable(),
  trend: z.enum(['up', 'down', 'flat']).nullable(),
  deals: z.array(z.string()),
});
export type PriceCalendarEntry = z.infer<typeof PriceCalendarEntry>;

/** Response of `GET /api/price-calendar`: one entry per day of the month, and its 3 cheapest days. */
export const PriceCalendarResponse = z.object({
  origin: z.string(),
  destination: z.string(),
  month: IsoMonth,
  tripNights: z.number().int().nullable(),
  currency: z.literal('USD'),
  days: z.array(PriceCalendarEntry),
  topDeals: z.array(PriceCalendarEntry).max(3),
});
export type PriceCalendarResponse = z.infer<typeof PriceCalendarResponse>;

/** Query of `GET /api/price-grid`: a route and the round trip's ISO dates the grid centres on. */
export const PriceGridQuery = z
  .object({
    origin: IataCode,
    destination: IataCode,
    departureDate: IsoDate,
    returnDate: IsoDate,
  })
  .refine(differentAirports, DIFFERENT_AIRPORTS)
  .refine((q) => q.returnDate > q.departureDate, {
    message: 'Return date must be after the departure date',
    path: ['returnDate'],
  });
export type PriceGridQuery = z.infer<typeof PriceGridQuery>;

/**
 * Response of `GET /api/price-grid`: 7 departure days × 7 return days around the given dates. `cells[d][r]` is the
 * round-trip fare per person in USD for `departureDates[d]` and `returnDates[r]`, null when the return is not after
 * the departure or a day has no fare; `cheapest` is the lowest cell.
 */
export const PriceGridResponse = z.object({
  origin: z.string(),
  destination: z.string(),
  currency: z.literal('USD'),
  departureDates: z.array(IsoDate),
  returnDates: z.array(IsoDate),
  cells: z.array(z.array(Usd.nullable())),
  cheapest: z.object({ departureDate: IsoDate, returnDate: IsoDate, price: Usd }).nullable(),
});
export type PriceGridResponse = z.infer<typeof PriceGridResponse>;

/**
 * Response of `POST /api/flights/flexible-search`: the options, cheapest first (at most 30), and the departure month's
 * price calendar for the same trip (as `GET /api/price-calendar` gives it, so both show one price per day).
 */
export const FlexibleSearchResponse = z.object({
  options: z.array(FlexibleFlightOption).max(30),
  calendar: PriceCalendarResponse,
});
export type FlexibleSearchResponse = z.infer<typeof FlexibleSearchResponse>;
