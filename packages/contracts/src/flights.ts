import { z } from 'zod/mini';
import { CABINS, DEFAULT_PREFERRED_DAYS, FLEXIBLE_DATE_OPTIONS } from './constants';
import { pickedAirport } from './airports';
import { IataCode, IsoDate, IsoDateTime, IsoMonth, RiskSetting, Usd, queryInt } from './common';

/**
 * Duration of a flight: an ISO 8601 duration such as `PT2H30M`, or a whole number of minutes (spec 01 §3).
 */
export const FlightDuration = z.union([
  z.string().check(z.regex(/^PT(?:\d+H)?(?:\d+M)?$/, 'Must be an ISO 8601 duration such as PT2H30M')),
  z.number().check(z.int(), z.positive()),
]);
export type FlightDuration = z.infer<typeof FlightDuration>;

/** One flight itinerary (spec 01 §3). Times are ISO date-times in the airports' own offsets; price is USD per person. */
export const Flight = z.object({
  id: z.string(),
  airline: z.string(),
  carrierCode: z.string().check(z.minLength(2), z.maxLength(3)),
  origin: z.string().check(z.length(3)),
  destination: z.string().check(z.length(3)),
  departureTime: IsoDateTime,
  arrivalTime: IsoDateTime,
  date: IsoDate,
  duration: FlightDuration,
  stops: z.number().check(z.int(), z.gte(0)),
  price: Usd,
});
export type Flight = z.infer<typeof Flight>;

/** Price statistics of a search in USD (spec 01 §3). */
export const PriceStats = z.object({ current: Usd, lowest: Usd, predicted: Usd });
export type PriceStats = z.infer<typeof PriceStats>;

/** The predicted best month to fly: month name, savings in USD, confidence in percent (spec 01 §3). */
export const BestMonth = z.object({
  month: z.string(),
  savings: Usd,
  confidence: z.number().check(z.gte(0), z.lte(100)),
});
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
    departureDate: z.optional(IsoDate),
    returnDate: z.optional(IsoDate),
    travelers: z.optional(queryInt(1, 9)),
    cabin: z.optional(z.enum(CABINS)),
    flexibleDates: z.optional(z.enum(FLEXIBLE_DATE_OPTIONS)),
  })
  .check(
    z.refine(differentAirports, DIFFERENT_AIRPORTS),
    z.refine((q) => !q.departureDate || !q.returnDate || q.returnDate >= q.departureDate, {
      message: 'Return date must be on or after the departure date',
      path: ['returnDate'],
    }),
  );
export type FlightSearchQuery = z.infer<typeof FlightSearchQuery>;

/** A route key such as `NYC-PAR` (spec 01 §7). */
export const RouteKey = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{3}-[A-Za-z]{3}$/, 'Route must look like NYC-PAR')),
  z.transform((route) => route.toUpperCase()),
);

/**
 * Query of `GET /api/price-history/{route}`: the departure the buy/wait advice is for (default: 45 days out) and
 * the risk setting (default Save the most).
 */
export const PriceHistoryQuery = z.object({
  departureDate: z.optional(IsoDate),
  risk: z._default(RiskSetting, 'save'),
});

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
  trips: z.number().check(z.int(), z.positive()),
  captured: z.number(),
  noWorse: z.number().check(z.gte(0), z.lte(1)),
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
  waitChance: z.number().check(z.int(), z.gte(0), z.lte(100)),
  waitUntilDaysOut: z.nullable(z.number().check(z.int(), z.positive())),
  typicalLowDaysOut: z.number().check(z.int(), z.positive()),
  observedDays: z.number().check(z.int(), z.gte(0), z.lte(28)),
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
    origin: z._default(IataCode, 'NYC'),
    destination: z._default(IataCode, 'PAR'),
    departureMonth: z.optional(IsoMonth),
    departureDate: z.optional(IsoDate),
    returnMonth: z.optional(IsoMonth),
    tripNights: z._default(z.number().check(z.int(), z.gte(1), z.lte(30)), 7),
    isRoundTrip: z._default(z.boolean(), true),
    travelers: z._default(z.number().check(z.int(), z.gte(1), z.lte(9)), 1),
    flexibilityLevel: z._default(FlexibilityLevel, 'medium'),
    preferredDays: z._default(z.array(Weekday).check(z.maxLength(7)), [...DEFAULT_PREFERRED_DAYS]),
    maxPrice: z.optional(Usd),
  })
  .check(
    z.refine(differentAirports, DIFFERENT_AIRPORTS),
    z.refine((q) => !q.departureDate || !q.departureMonth || q.departureDate.startsWith(q.departureMonth), {
      message: 'Departure date must be in the departure month',
      path: ['departureDate'],
    }),
    z.refine((q) => !q.returnMonth || !q.departureMonth || q.returnMonth >= q.departureMonth, {
      message: 'Return month cannot be before the departure month',
      path: ['returnMonth'],
    }),
  );
export type FlexibleSearchRequest = z.input<typeof FlexibleSearchRequest>;
/** A flexible search request with its defaults applied. */
export type FlexibleSearch = z.output<typeof FlexibleSearchRequest>;

const emptyToUndefined = (value: unknown) => (value === '' || Number.isNaN(value) ? undefined : value);

/**
 * The flexible search form's fields and checks (spec 01 §5: travelers 1–9): both airports picked, a month, 1–30
 * nights, and an optional maximum price above $0 in USD (an empty field is no maximum).
 */
export const FlexibleSearchFields = z.object({
  origin: pickedAirport('Select the airport you fly from'),
  destination: pickedAirport('Select the airport you fly to'),
  departureMonth: IsoMonth,
  isRoundTrip: z.boolean(),
  tripNights: z
    .number('Enter the nights away, 1 to 30')
    .check(z.int('Enter whole nights'), z.gte(1, 'Stay at least 1 night'), z.lte(30, 'Stay at most 30 nights')),
  travelers: z.number().check(z.int(), z.gte(1), z.lte(9)),
  flexibilityLevel: FlexibilityLevel,
  preferredDays: z.array(Weekday),
  // The outer `z.optional` keeps the field optional in the input type, which a pipe takes from its first schema.
  maxPrice: z.optional(
    z.pipe(z.transform(emptyToUndefined), z.optional(z.number().check(z.positive('Enter a price above $0')))),
  ),
});
export type FlexibleSearchFields = z.input<typeof FlexibleSearchFields>;
export type FlexibleSearchSubmission = z.output<typeof FlexibleSearchFields>;

/** One flexible-date flight option (spec 01 §3). Prices and savings are USD. */
export const FlexibleFlightOption = z.object({
  id: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureDate: IsoDate,
  returnDate: z.nullable(IsoDate),
  price: Usd,
  currency: z.literal('USD'),
  savings: Usd,
  duration: z.string(),
  stops: z.number().check(z.int(), z.gte(0)),
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
    tripNights: z.optional(queryInt(1, 30)),
  })
  .check(z.refine(differentAirports, DIFFERENT_AIRPORTS));
export type PriceCalendarQuery = z.infer<typeof PriceCalendarQuery>;

/**
 * One day of the price calendar (spec 01 §3 "price calendar day", with more): the cheapest fare per person in USD departing that day (outbound plus the return
 * `tripNights` later for a round trip); `price` is null and `available` false for past days or where no flight runs.
 * `trend` compares with the previous day (null when either has no price); `deals` are short labels.
 */
export const PriceCalendarEntry = z.object({
  date: IsoDate,
  price: z.nullable(Usd),
  available: z.boolean(),
  recommendation: z.nullable(PriceLevel),
  trend: z.nullable(z.enum(['up', 'down', 'flat'])),
  deals: z.array(z.string()),
});
export type PriceCalendarEntry = z.infer<typeof PriceCalendarEntry>;

/** Response of `GET /api/price-calendar`: one entry per day of the month, and its 3 cheapest days. */
export const PriceCalendarResponse = z.object({
  origin: z.string(),
  destination: z.string(),
  month: IsoMonth,
  tripNights: z.nullable(z.number().check(z.int())),
  currency: z.literal('USD'),
  days: z.array(PriceCalendarEntry),
  topDeals: z.array(PriceCalendarEntry).check(z.maxLength(3)),
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
  .check(
    z.refine(differentAirports, DIFFERENT_AIRPORTS),
    z.refine((q) => q.returnDate > q.departureDate, {
      message: 'Return date must be after the departure date',
      path: ['returnDate'],
    }),
  );
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
  cells: z.array(z.array(z.nullable(Usd))),
  cheapest: z.nullable(z.object({ departureDate: IsoDate, returnDate: IsoDate, price: Usd })),
});
export type PriceGridResponse = z.infer<typeof PriceGridResponse>;

/**
 * Response of `POST /api/flights/flexible-search`: the options, cheapest first (at most 30), and the departure month's
 * price calendar for the same trip (as `GET /api/price-calendar` gives it, so both show one price per day).
 */
export const FlexibleSearchResponse = z.object({
  options: z.array(FlexibleFlightOption).check(z.maxLength(30)),
  calendar: PriceCalendarResponse,
});
export type FlexibleSearchResponse = z.infer<typeof FlexibleSearchResponse>;
