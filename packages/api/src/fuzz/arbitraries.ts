import fc from 'fast-check';
import {
  ACCOMMODATION_TYPES,
  ALERT_TYPES,
  CABINS,
  CONTACT_CATEGORIES,
  DROP_PERCENTAGES,
  EXPENSE_CATEGORIES,
  FLEXIBLE_DATE_OPTIONS,
  PLANNER_INTERESTS,
  PLANNER_STYLES,
  QUESTIONNAIRE_OPTIONS,
  TRAVEL_STYLES,
  TRIP_DOCUMENT_KINDS,
  WIZARD_ACTIVITIES,
  WIZARD_TRAVEL_STYLES,
  endpoints,
  type EndpointName,
  type TripPlanDay,
  type TripPlanRequest,
} from '@farewise/contracts';
import { EXPENSE, ITEM, WIZARD_PAYLOAD } from '../testing/trips';

// ─── Payloads ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Markup that must never come back unescaped in an answer that is not JSON. */
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '</title><script>alert(document.cookie)</script>',
] as const;

/** SQL injection attempts. */
export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  "admin'--",
  '\\',
  "''",
] as const;

/** Right-to-left marks, emoji, zero-width characters, NUL, a lone surrogate, combining marks and friends. */
export const UNICODE_PAYLOADS = [
  'مرحبا بالعالم',
  'שלום \u202Egnp.exe',
  '👩‍👩‍👧‍👦🏳️‍🌈🇵🇹',
  'a\u200Bb\u200Cc\u200Dd\uFEFF',
  'nul\u0000byte',
  '\u0000',
  'Ｐａｒｉｓ',
  'Z̴̡̛a̵l̷g̸o̶',
  'lone \uD800 surrogate',
  'line\r\nbreak\ttab',
  'İstanbul ß ǅ',
  '\u0085\u2028\u2029',
] as const;

/** Strings at the edges of what fields take: empty, blank, numbers as text, dates that are not, lengths at limits. */
export const BOUNDARY_STRINGS = [
  '',
  ' ',
  '   \t\n',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '2026-02-29',
  '2028-02-29',
  '2026-3-5',
  '2026-03-14',
  '2026-03-15',
  '2099-12-31',
  '9999-12-31',
  '+275760-09-13',
  '2026-03-15T25:61:00Z',
  '2026-06-01T00:00:00.000Z',
  '2026-06',
  'JFK-JFK',
  'JFK→CDG',
  '9'.repeat(400),
  'x'.repeat(2),
  'x'.repeat(3),
  'x'.repeat(30),
  'x'.repeat(31),
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(128),
  'x'.repeat(129),
  'x'.repeat(254),
  'x'.repeat(255),
  'x'.repeat(1000),
  'x'.repeat(1001),
  'x'.repeat(5001),
] as const;

/** A string of about `bytes` UTF-8 bytes made of `unit` repeated. */
const repeatTo = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)));

/** The body limit the suite's server runs with (the default `BODY_LIMIT`), in bytes. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Strings of about 100 KB: under the body limit once in JSON (so they reach the schemas), and above it. Built once:
 * a generator that made them character by character would dominate the run.
 */
export const HUGE_STRINGS = [
  repeatTo('A', 100_000),
  repeatTo('😀', 100_000),
  repeatTo(HTML_PAYLOADS[0], 99_000),
  repeatTo('ab', BODY_LIMIT_BYTES + 10_000),
] as const;

/**
 * Long strings for URL slots, about 2.5 KB once percent-encoded: a request line and headers over Node's 16 KiB limit
 * never reach the app (the parser refuses them with 431, see `http/listen.ts`), and a path and query hold a few slots.
 */
export const LONG_URL_STRINGS = [repeatTo('A', 2500), 'é'.repeat(400), "' OR 1=1 --".repeat(130)] as const;

/** Keys that pollute prototypes when merged carelessly, and keys that shadow Object methods. */
export const EVIL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  '',
] as const;

/** The property the pollution payloads try to plant on every object. */
export const POLLUTION_MARKER = 'polluted';

/** Numbers at the edges: zero, negative, fractions, beyond safe integers, beyond any amount. */
export const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  0.001,
  0.005,
  9.999,
  2 ** 31,
  -(2 ** 31),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  1e308,
  Number.MIN_VALUE,
  10_000_000,
  10_000_000.01,
  1_000_000,
] as const;

/** Short strings of every kind: payloads, boundaries, unicode and random text. */
const shortNastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HTML_PAYLOADS, ...SQL_PAYLOADS) },
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE_PAYLOADS) },
  { weight: 4, arbitrary: fc.constantFrom(...BOUNDARY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
);

/** Any string a client could send in a body: {@link shortNastyString}, and (rarely) ~100 KB. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 40, arbitrary: shortNastyString },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

/** Strings for the URL: as {@link nastyString}, but never longer than {@link LONG_URL_STRINGS}. */
export const nastyUrlString: fc.Arbitrary<string> = fc.oneof(
  { weight: 20, arbitrary: shortNastyString },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_URL_STRINGS) },
);

/** An object whose `key` is an own, enumerable property, even for `__proto__`: what `JSON.parse` makes of it. */
export function withOwnKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Objects that try to plant {@link POLLUTION_MARKER} on `Object.prototype` through each evil key. */
const pollutingObject: fc.Arbitrary<unknown> = fc.constantFrom(
  withOwnKey({}, '__proto__', { [POLLUTION_MARKER]: 'yes' }),
  { constructor: { prototype: { [POLLUTION_MARKER]: 'yes' } } },
  { prototype: { [POLLUTION_MARKER]: 'yes' } },
  withOwnKey({ a: 1 }, '__proto__', { isAdmin: true, [POLLUTION_MARKER]: 'yes' }),
);

/** Values of the wrong type for any slot: numbers for strings, arrays, null, nested and polluting objects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], [[[]]], { nested: { deeper: { deepest: [1, 'a', null] } } }),
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.double(),
  fc.array(fc.oneof(fc.integer(), shortNastyString), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...EVIL_KEYS, 'a', 'title'), fc.oneof(fc.integer(), shortNastyString), {
    maxKeys: 3,
  }),
  pollutingObject,
);

/** Anything at all for one body slot: a nasty string or a value of the wrong type. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(nastyString, wrongType);

/** Anything at all for one URL slot (a path parameter or query field), short enough for a request line. */
export const nastyUrlValue: fc.Arbitrary<unknown> = fc.oneof(nastyUrlString, wrongType);

// ─── What the endpoints are called with ─────────────────────────────────────────────────────────────────────────────

/** A path segment sent exactly as given (already percent-encoded), such as a malformed escape. */
export interface RawSegment {
  readonly raw: string;
}

/** A request body sent exactly as given, such as malformed JSON. */
export interface RawBody {
  readonly rawBody: string;
}

/** A query string sent exactly as given, such as one with malformed escapes. */
export interface RawQuery {
  readonly rawQuery: string;
}

/**
 * The inputs of one call before they are encoded: path parameters, the query (fields, where arrays repeat the key,
 * or a {@link RawQuery}; any other value is sent as one bare text) and the body, each any value.
 */
export interface Parts {
  params?: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

/** Who sends a request: a visitor, the signed-in owner of the fixtures, or another signed-in user. */
export type Actor = 'anonymous' | 'owner' | 'other';

/** How an input was made. */
export type InputKind = 'valid' | 'payload' | 'mutated' | 'nasty' | 'refused';

/** One generated call of an endpoint: its parts, the transport details, who sends it and how it was made. */
export interface FuzzInput {
  readonly endpoint: EndpointName;
  readonly parts: Parts;
  /** The Content-Type of the body; undefined sends none. */
  readonly contentType: string | undefined;
  readonly accept: string | undefined;
  readonly actor: Actor;
  readonly kind: InputKind;
}

/**
 * The ids and values of the fixtures a run works on, made before it starts: two users (the owner, whom `owner`
 * requests sign in as, and another), the owner's trip with one item and one expense and its share token, the
 * other user's trip, saved searches and alerts of each, a planned itinerary to regenerate days of, and the current
 * versions of a few airport maps.
 */
export interface FuzzContext {
  /** Today on the server's fixed clock, `yyyy-MM-dd`. */
  today: string;
  owner: { id: number; username: string; email: string; password: string };
  otherId: number;
  trip: { id: string; itemId: string; expenseId: string; shareToken: string; startDate: string; endDate: string };
  otherTrip: { id: string; itemId: string; expenseId: string };
  savedSearchId: number;
  otherSavedSearchId: number;
  priceAlertId: number;
  otherPriceAlertId: number;
  plan: { request: TripPlanRequest; days: TripPlanDay[] };
  /** Map versions by airport code. */
  mapVersions: Record<string, string>;
}

/**
 * How to fuzz one endpoint: who may call it, the inputs its schemas accept, how often to send those (endpoints that
 * are slow when the input is valid send fewer), inputs the schemas accept but the service must refuse, and the
 * Accept headers to try.
 */
export interface EndpointFuzz {
  /**
   * `user`: needs a session (sent signed out, as the owner and as another user); `optional`: answers visitors and
   * users differently; `public`: ignores the session; `visitor`: changes the session (register, login, logout), so
   * only sent signed out, which keeps the owner's session alive.
   */
  readonly access: 'user' | 'optional' | 'public' | 'visitor';
  readonly valid: (ctx: FuzzContext) => fc.Arbitrary<Parts>;
  /** Weight of valid inputs (default {@link DEFAULT_VALID_WEIGHT}). */
  readonly validWeight?: number;
  /**
   * For endpoints slow when the input is valid: the percentage of inputs the schemas accept that are kept (the others
   * are generated again). Mutated and payload inputs are often still valid, so the weight alone does not cap them.
   */
  readonly acceptedPercent?: number;
  /**
   * Inputs sent first on every run, as the owner (signed out for a `visitor` endpoint): dates at and beyond what the
   * service takes (today, the last bookable day and the day after, far-future years, dates that do not exist), and a
   * plain valid request where an {@link acceptedPercent} leaves only a few. Most are schema-valid, so they would
   * rarely survive the percentage.
   */
  readonly edges?: (ctx: FuzzContext) => Parts[];
  /** Schema-valid inputs the service refuses (a 4xx) without writing anything, for the rejected phase. */
  readonly refused?: (ctx: FuzzContext) => fc.Arbitrary<Parts>;
  /** The Accept headers to send, such as `text/event-stream` for an endpoint that can stream; none by default. */
  readonly accept?: readonly (string | undefined)[];
  /**
   * The endpoint ends its caller's sessions (a password change): it is fuzzed by a user of its own, whose session
   * cookie follows the answers, and never as the shared owner or other user.
   */
  readonly ownUser?: boolean;
}

/** The passwords a user of its own goes back and forth between: each valid change flips it to the other one. */
export const OWN_USER_PASSWORDS = ['voyage2026', 'journey2027'] as const;

/** The weight of valid inputs when an endpoint names none, against 15 with payloads, 30 mutated and 20 nasty. */
export const DEFAULT_VALID_WEIGHT = 25;

// ─── Valid values ───────────────────────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;
/** `day` (`yyyy-MM-dd`) plus `days`. */
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
/** The month (`yyyy-MM`) `months` after `day`'s. */
const addMonths = (day: string, months: number) => {
  const date = new Date(Date.parse(day));
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
};

/** Airports and metropolitan codes the offline data knows, which maps and fares exist for. */
export const KNOWN_AIRPORTS = [
  'JFK',
  'CDG',
  'LHR',
  'LIS',
  'NRT',
  'SYD',
  'LAX',
  'MAD',
  'BCN',
  'FCO',
  'AMS',
  'NYC',
  'PAR',
];
const CITIES = ['Paris', 'Lisbon', 'London', 'Tokyo', 'New York', 'Sydney', 'Reykjavik', 'Springfield'];

/** IATA codes as clients type them: known codes (sometimes lower case, padded) and any three letters. */
const iata = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...KNOWN_AIRPORTS) },
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_AIRPORTS).map((code) => ` ${code.toLowerCase()} `) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{3}$/) },
);
const routeEnds = fc.tuple(iata, iata);
/** Free text a field takes: plain words, payloads (valid where the field is free text) and random characters. */
const text = (maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: Math.min(maxLength, 24) }) },
    { weight: 2, arbitrary: fc.constantFrom(...HTML_PAYLOADS, ...SQL_PAYLOADS, ...UNICODE_PAYLOADS) },
    { weight: 1, arbitrary: fc.constantFrom('Lisbon', 'Tram 28', 'Dinner', 'x'.repeat(maxLength)) },
  );
const email = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9._]{0,20}@[a-z]{2,10}\.(com|org|pt)$/),
  fc.emailAddress(),
  fc.constantFrom('ada@example.com', 'ADA@EXAMPLE.COM', `${'a'.repeat(64)}@example.com`),
);
const positiveId = fc.oneof(fc.integer({ min: 1, max: 2_000_000_000 }), fc.constantFrom(1, 2, 3));
const uuid = fc.uuid({ version: 4 });
const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);

/** A day from tomorrow to 320 days out: within what fares are shown for. */
const futureDay = (ctx: FuzzContext, min = 1, max = 320) =>
  fc.integer({ min, max }).map((days) => addDays(ctx.today, days));
const futureMonth = (ctx: FuzzContext) => fc.integer({ min: 0, max: 11 }).map((months) => addMonths(ctx.today, months));
/** Days far in the future, and days that do not exist. */
const FAR_AND_IMPOSSIBLE_DAYS = ['2099-12-30', '9999-12-30', '2026-02-30', '2028-02-29'];
/**
 * Departure days at the edges: today, tomorrow, the last bookable day (11 months ahead) and the day after, far-future
 * years, and days that do not exist.
 */
const edgeDays = (ctx: FuzzContext) => {
  // 11 months ahead, the day clamped to the month's last, as the server counts it.
  const [year, month, day] = ctx.today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + 12, 0)).getUTCDate();
  const lastBookable = `${addMonths(ctx.today, 11)}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  return [ctx.today, addDays(ctx.today, 1), lastBookable, addDays(lastBookable, 1)].concat(FAR_AND_IMPOSSIBLE_DAYS);
};
/** A value, or left out. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const tripDay = (ctx: FuzzContext) => fc.integer({ min: 0, max: 7 }).map((days) => addDays(ctx.trip.startDate, days));
const itineraryItem = (ctx: FuzzContext) =>
  fc.record({
    type: fc.constantFrom('flight', 'hotel', 'activity', 'transport', 'restaurant'),
    title: text(120),
    date: tripDay(ctx),
    time: fc.constantFrom('', '09:30', '00:00', '23:59'),
    location: fc.oneof(fc.constant(''), text(120)),
    cost: money(1_000_000),
    isBooked: fc.boolean(),
  });
const tripIds = (ctx: FuzzContext) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(ctx.trip.id) },
    { weight: 1, arbitrary: fc.constant(ctx.otherTrip.id) },
    { weight: 1, arbitrary: uuid },
  );
const userIds = (ctx: FuzzContext) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(ctx.owner.id) }, fc.constant(ctx.otherId), positiveId);
const travellers = fc.constantFrom('You', 'Traveler 2');
const budgetDistribution = fc.constantFrom(
  { accommodation: 40, transportation: 25, food: 20, activities: 10, shopping: 5 },
  { accommodation: 60, transportation: 0, food: 20, activities: 20, shopping: 0 },
);
const tripPlanRequest = (ctx: FuzzContext) =>
  fc
    .record({
      destination: fc.oneof(fc.constantFrom(...CITIES), text(64)),
      start: fc.integer({ min: 1, max: 300 }),
      days: fc.integer({ min: 1, max: 21 }),
      travelers: fc.integer({ min: 1, max: 20 }),
      budget: fc.constantFrom('', '$3,000', '500', 'cheap', '€2000'),
      interests: fc.shuffledSubarray([...PLANNER_INTERESTS], { maxLength: 4 }),
      travelStyle: fc.constantFrom(...PLANNER_STYLES),
    })
    .map(({ start, days, ...rest }) => ({
      ...rest,
      startDate: addDays(ctx.today, start),
      endDate: addDays(ctx.today, start + days - 1),
    }));

/** A numeric row id: the owner's row, the other user's, or any positive id. */
const rowIds = (own: number, other: number) => fc.oneof(fc.constant(own), fc.constant(other), positiveId);

/** A delete of a row with a numeric id, as {@link rowIds} picks it; refused for the other user's row. */
const deleteRow = (ids: (ctx: FuzzContext) => [own: number, other: number]): EndpointFuzz => ({
  access: 'user',
  valid: (ctx) => rowIds(...ids(ctx)).map((id) => ({ params: { id } })),
  refused: (ctx) => fc.constant({ params: { id: ids(ctx)[1] } }),
});

/**
 * A delete of a trip's item or expense (`key`): of the owner's trip, its own, another user's, or an unknown id; refused
 * under the other user's trip.
 */
const deleteTripChild = (key: 'itemId' | 'expenseId'): EndpointFuzz => ({
  access: 'user',
  valid: (ctx) =>
    fc
      .oneof(
        fc.constant({ id: ctx.trip.id, [key]: ctx.trip[key] }),
        fc.constant({ id: ctx.trip.id, [key]: ctx.otherTrip[key] }),
        uuid.map((child) => ({ id: ctx.trip.id, [key]: child })),
      )
      .map((params) => ({ params })),
  refused: (ctx) => fc.constant({ params: { id: ctx.otherTrip.id, [key]: ctx.otherTrip[key] } }),
});

/** Every endpoint of the contracts table, and how to fuzz it. */
export const endpointFuzz: Record<EndpointName, EndpointFuzz> = {
  status: { access: 'public', valid: () => fc.constant({}) },
  health: { access: 'public', valid: () => fc.constant({}) },
  ready: { access: 'public', valid: () => fc.constant({}) },
  airportSearch: {
    access: 'public',
    valid: () =>
      fc
        .oneof(fc.constantFrom(...CITIES, ...KNOWN_AIRPORTS, 'new y', 'lis', 'pa'), fc.string({ minLength: 2 }))
        .map((q) => ({ query: { q } })),
  },
  flightSearch: {
    access: 'public',
    acceptedPercent: 5,
    edges: (ctx) =>
      edgeDays(ctx).map((day) => ({
        query: { origin: 'JFK', destination: 'CDG', departureDate: day, returnDate: addDays(day, 7) },
      })),
    validWeight: 2,
    valid: (ctx) =>
      fc
        .record({
          ends: fc.constantFrom<[string, string]>(['JFK', 'CDG'], ['LHR', 'LIS'], ['NYC', 'PAR']),
          departure: futureDay(ctx, 1, 60),
          nights: maybe(fc.integer({ min: 0, max: 14 })),
          travelers: maybe(fc.integer({ min: 1, max: 9 }).map(String)),
          cabin: maybe(fc.constantFrom(...CABINS)),
          flexibleDates: maybe(fc.constantFrom(...FLEXIBLE_DATE_OPTIONS)),
        })
        .map(({ ends: [origin, destination], departure, nights, ...rest }) => ({
          query: {
            origin,
            destination,
            departureDate: departure,
            returnDate: nights === undefined ? undefined : addDays(departure, nights),
            ...rest,
          },
        })),
  },
  priceHistory: {
    access: 'public',
    acceptedPercent: 1,
    edges: (ctx) => edgeDays(ctx).map((departureDate) => ({ params: { route: 'JFK-CDG' }, query: { departureDate } })),
    validWeight: 1,
    valid: (ctx) =>
      fc
        .record({
          route: fc.constantFrom('JFK-CDG', 'lhr-lis'),
          departureDate: maybe(futureDay(ctx, 1, 90)),
          risk: maybe(fc.constantFrom('save', 'safe')),
        })
        .map(({ route, ...query }) => ({ params: { route }, query })),
  },
  priceCalendar: {
    access: 'public',
    acceptedPercent: 5,
    edges: (ctx) =>
      [...[-1, 0, 11, 12].map((months) => addMonths(ctx.today, months)), '2099-12', '9999-12'].map((month) => ({
        query: { origin: 'JFK', destination: 'CDG', month, tripNights: '30' },
      })),
    validWeight: 3,
    valid: (ctx) =>
      fc
        .record({
          ends: routeEnds,
          month: futureMonth(ctx),
          tripNights: maybe(fc.integer({ min: 1, max: 30 }).map(String)),
        })
        .map(({ ends: [origin, destination], ...rest }) => ({ query: { origin, destination, ...rest } })),
  },
  priceGrid: {
    access: 'public',
    acceptedPercent: 15,
    edges: (ctx) =>
      edgeDays(ctx).map((day) => ({
        query: { origin: 'JFK', destination: 'CDG', departureDate: day, returnDate: addDays(day, 30) },
      })),
    validWeight: 5,
    valid: (ctx) =>
      fc
        .record({ ends: routeEnds, departure: futureDay(ctx), nights: fc.integer({ min: 1, max: 30 }) })
        .map(({ ends: [origin, destination], departure, nights }) => ({
          query: { origin, destination, departureDate: departure, returnDate: addDays(departure, nights) },
        })),
  },
  flexibleSearch: {
    access: 'public',
    acceptedPercent: 4,
    edges: (ctx) =>
      edgeDays(ctx).map((day) => ({
        body: {
          origin: 'JFK',
          destination: 'CDG',
          departureMonth: day.slice(0, 7),
          departureDate: day,
          tripNights: 30,
        },
      })),
    validWeight: 3,
    valid: (ctx) =>
      fc
        .record(
          {
            ends: routeEnds,
            departureMonth: futureMonth(ctx),
            tripNights: fc.integer({ min: 1, max: 30 }),
            isRoundTrip: fc.boolean(),
            travelers: fc.integer({ min: 1, max: 9 }),
            flexibilityLevel: fc.constantFrom('low', 'medium', 'high'),
            preferredDays: fc.shuffledSubarray(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']),
            maxPrice: money(5000),
          },
          { requiredKeys: ['ends'] },
        )
        .map(({ ends: [origin, destination], ...rest }) => ({ body: { origin, destination, ...rest } })),
  },
  destinations: { access: 'public', valid: () => fc.constant({}) },
  airportMap: {
    access: 'public',
    valid: (ctx) =>
      fc
        .record({
          code: fc.constantFrom(...Object.keys(ctx.mapVersions)),
          theme: maybe(fc.constantFrom('light', 'dark')),
          current: fc.boolean(),
        })
        .map(({ code, theme, current }) => ({
          params: { code },
          query: { theme, v: current ? ctx.mapVersions[code] : '0123456789ab' },
        })),
  },
  questionnaire: {
    access: 'public',
    edges: () => [
      {
        params: { step: '5' },
        query: { preferences: JSON.stringify({ 1: 'city', 2: 'week', 3: 'spring', 4: 'couple', 5: 'mid-range' }) },
      },
    ],
    acceptedPercent: 5,
    validWeight: 5,
    valid: () =>
      fc
        .record({
          answers: fc.record({
            1: fc.constantFrom(...QUESTIONNAIRE_OPTIONS[1]),
            2: fc.constantFrom(...QUESTIONNAIRE_OPTIONS[2]),
            3: fc.constantFrom(...QUESTIONNAIRE_OPTIONS[3]),
            4: fc.constantFrom(...QUESTIONNAIRE_OPTIONS[4]),
            5: fc.constantFrom(...QUESTIONNAIRE_OPTIONS[5]),
          }),
          origin: maybe(fc.constantFrom('NYC', 'LHR', 'LIS')),
        })
        .map(({ answers, origin }) => ({
          params: { step: '5' },
          query: { preferences: JSON.stringify(answers), origin },
        })),
  },
  register: {
    access: 'visitor',
    edges: () => [
      { body: { username: 'fuzz_edge', email: 'fuzz_edge@example.com', password: 'voyage2026', firstName: 'Ada' } },
    ],
    acceptedPercent: 10,
    validWeight: 8,
    valid: () =>
      fc
        .record({
          username: fc.stringMatching(/^\w{3,30}$/),
          domain: fc.constantFrom('example.com', 'example.org'),
          password: fc.oneof(fc.constant('voyage2026'), fc.stringMatching(/^[a-z]{4,20}\d{4}$/)),
          firstName: maybe(text(60)),
          lastName: maybe(text(60)),
        })
        .map(({ username, domain, ...rest }) => ({ body: { username, email: `${username}@${domain}`, ...rest } })),
    refused: (ctx) =>
      fc.constant({ body: { username: ctx.owner.username, email: ctx.owner.email, password: 'voyage2026' } }),
  },
  login: {
    access: 'visitor',
    edges: (ctx) => [{ body: { username: ctx.owner.username, password: ctx.owner.password } }],
    acceptedPercent: 10,
    validWeight: 8,
    valid: (ctx) =>
      fc
        .record({
          username: fc.oneof(
            fc.constantFrom(ctx.owner.username, ctx.owner.email, ctx.owner.username.toUpperCase()),
            text(254),
          ),
          password: fc.oneof(fc.constant(ctx.owner.password), text(256)),
        })
        .map((body) => ({ body })),
    refused: (ctx) =>
      fc
        .oneof(fc.constantFrom(ctx.owner.username, 'nobody_here'), text(254))
        .map((username) => ({ body: { username, password: 'wrong-password-1' } })),
  },
  logout: { access: 'visitor', valid: () => fc.constant({}) },
  changePassword: {
    access: 'user',
    edges: () => [{ body: { currentPassword: OWN_USER_PASSWORDS[0], newPassword: OWN_USER_PASSWORDS[1] } }],
    acceptedPercent: 20,
    ownUser: true,
    validWeight: 10,
    valid: () =>
      fc
        .oneof(
          { weight: 4, arbitrary: fc.constantFrom(0, 1).map((from) => [from, 1 - from] as const) },
          { weight: 1, arbitrary: fc.constant([0, 0] as const) },
        )
        .chain(([from, to]) =>
          fc.record({
            currentPassword: fc.oneof(
              { weight: 4, arbitrary: fc.constant(OWN_USER_PASSWORDS[from]) },
              { weight: 1, arbitrary: text(256) },
            ),
            newPassword: fc.constant(OWN_USER_PASSWORDS[to]),
          }),
        )
        .map((body) => ({ body })),
    refused: () => fc.constant({ body: { currentPassword: 'not-the-password-1', newPassword: OWN_USER_PASSWORDS[1] } }),
  },
  me: { access: 'user', valid: () => fc.constant({}) },
  session: { access: 'optional', valid: () => fc.constant({}) },
  getUser: { access: 'user', valid: (ctx) => userIds(ctx).map((id) => ({ params: { id } })) },
  updateUser: {
    access: 'user',
    valid: (ctx) =>
      fc
        .record({
          id: userIds(ctx),
          body: fc.record(
            {
              firstName: fc.oneof(fc.constant(''), text(60)),
              lastName: text(60),
              preferences: fc.record(
                {
                  budgetRange: fc.record({ min: money(1000), max: money(10_000), currency: fc.constant('USD') }),
                  favoriteDestinations: fc.array(text(80), { maxLength: 5 }),
                  travelCompanions: fc.integer({ min: 0, max: 20 }),
                  riskSetting: fc.constantFrom('save', 'safe'),
                },
                { requiredKeys: [] },
              ),
              notifications: fc.record({ priceAlerts: fc.boolean(), dealAlerts: fc.boolean() }, { requiredKeys: [] }),
            },
            { requiredKeys: [] },
          ),
        })
        .map(({ id, body }) => ({ params: { id }, body })),
    refused: (ctx) => fc.constant({ params: { id: ctx.otherId }, body: { firstName: 'Mallory' } }),
  },
  savedSearches: { access: 'user', valid: (ctx) => userIds(ctx).map((id) => ({ params: { id } })) },
  createSavedSearch: {
    access: 'user',
    refused: () =>
      fc
        .constantFrom(['JFK', 'JFK'], ['QQQ', 'CDG'], ['JFK', 'zzx'])
        .map(([origin, destination]) => ({ body: { name: 'Nowhere', origin, destination } })),
    valid: () =>
      fc
        .record(
          {
            name: text(80),
            ends: routeEnds,
            travelers: fc.integer({ min: 1, max: 9 }),
            travelClass: fc.constantFrom(...CABINS),
            maxPrice: fc.oneof(fc.constant(null), money(5000)),
            isRoundTrip: fc.boolean(),
          },
          { requiredKeys: ['name', 'ends'] },
        )
        .map(({ ends: [origin, destination], ...rest }) => ({ body: { origin, destination, ...rest } })),
  },
  runSavedSearch: {
    access: 'user',
    valid: (ctx) => rowIds(ctx.savedSearchId, ctx.otherSavedSearchId).map((id) => ({ params: { id } })),
  },
  deleteSavedSearch: deleteRow((ctx) => [ctx.savedSearchId, ctx.otherSavedSearchId]),
  createPriceAlert: {
    access: 'user',
    refused: () =>
      fc.constantFrom(
        { body: { origin: 'JFK', destination: 'JFK', targetPrice: 400 } },
        { body: { origin: 'QQQ', destination: 'CDG', targetPrice: 400 } },
        { body: { route: 'JFK-JFK', targetPrice: '400.00', active: true } },
        { body: { route: 'ZZX → CDG', targetPrice: '400', active: true } },
      ),
    valid: () =>
      fc.oneof(
        fc
          .record({ ends: routeEnds, separator: fc.constantFrom('-', ' → ', '->'), price: money(5000) })
          .map(({ ends: [origin, destination], separator, price }) => ({
            body: { route: `${origin}${separator}${destination}`, targetPrice: price.toFixed(2), active: true },
          })),
        fc
          .record(
            {
              ends: routeEnds,
              targetPrice: money(5000).map((price) => price + 1),
              alertType: fc.constantFrom(...ALERT_TYPES),
              dropPercentage: fc.constantFrom(...DROP_PERCENTAGES),
            },
            { requiredKeys: ['ends', 'targetPrice'] },
          )
          .map(({ ends: [origin, destination], ...rest }) => ({ body: { origin, destination, ...rest } })),
      ),
  },
  priceAlerts: { access: 'user', valid: (ctx) => userIds(ctx).map((id) => ({ params: { id } })) },
  updatePriceAlert: {
    access: 'user',
    valid: (ctx) =>
      fc
        .record({
          id: rowIds(ctx.priceAlertId, ctx.otherPriceAlertId),
          body: fc.record(
            {
              isActive: fc.boolean(),
              targetPrice: money(5000).map((price) => price + 1),
              notifications: fc.record({ email: fc.boolean(), push: fc.boolean() }, { requiredKeys: [] }),
            },
            { requiredKeys: [] },
          ),
        })
        .map(({ id, body }) => ({ params: { id }, body })),
    refused: (ctx) => fc.constant({ params: { id: ctx.otherPriceAlertId }, body: { isActive: false } }),
  },
  deletePriceAlert: deleteRow((ctx) => [ctx.priceAlertId, ctx.otherPriceAlertId]),
  aiRecommendations: {
    access: 'optional',
    edges: (ctx) => [{ params: { userId: 'guest' } }, { params: { userId: ctx.owner.id } }],
    acceptedPercent: 4,
    validWeight: 3,
    valid: (ctx) =>
      fc.oneof(fc.constant('guest'), fc.constant(ctx.owner.id), fc.constant(ctx.otherId)).map((userId) => ({
        params: { userId },
      })),
  },
  smartQuery: {
    access: 'public',
    edges: () => [{ body: { query: 'Cheap flights to Paris in May', userContext: { budget: 900, travelers: 2 } } }],
    acceptedPercent: 5,
    validWeight: 6,
    accept: [undefined, 'application/json', 'text/event-stream'],
    valid: () =>
      fc
        .record(
          {
            query: fc.oneof(
              fc.constantFrom('Cheap flights to Paris in May', 'Best month for Tokyo?', 'Weekend in Lisbon for two'),
              text(1000),
            ),
            userContext: fc.record(
              {
                budget: money(10_000),
                travelers: fc.integer({ min: 1, max: 20 }),
                preferences: fc.array(text(60), { maxLength: 4 }),
                travelStyle: fc.constantFrom(...TRAVEL_STYLES),
              },
              { requiredKeys: [] },
            ),
          },
          { requiredKeys: ['query'] },
        )
        .map((body) => ({ body })),
  },
  hotelSearch: {
    access: 'public',
    acceptedPercent: 10,
    edges: (ctx) =>
      edgeDays(ctx).map((day) => ({
        query: { destination: 'Paris', checkInDate: day, checkOutDate: addDays(day, 30), guests: '6', rooms: '4' },
      })),
    validWeight: 10,
    valid: (ctx) =>
      fc
        .record({
          destination: fc.oneof(fc.constantFrom(...CITIES), text(64)),
          checkIn: futureDay(ctx, 0, 300),
          nights: fc.integer({ min: 1, max: 30 }),
          guests: maybe(fc.integer({ min: 1, max: 6 }).map(String)),
          rooms: maybe(fc.integer({ min: 1, max: 4 }).map(String)),
          currency: maybe(fc.constant('USD')),
        })
        .map(({ destination, checkIn, nights, ...rest }) => ({
          query: { destination, checkInDate: checkIn, checkOutDate: addDays(checkIn, nights), ...rest },
        })),
  },
  trips: { access: 'user', valid: () => fc.constant({}) },
  createTrip: {
    access: 'user',
    edges: (ctx) =>
      edgeDays(ctx).map((day) => ({
        body: { ...WIZARD_PAYLOAD, startDate: `${ctx.today}T00:00:00.000Z`, endDate: `${day}T00:00:00.000Z` },
      })),
    valid: (ctx) =>
      fc.oneof(
        fc
          .record({
            title: text(120),
            description: fc.oneof(fc.constant(''), text(2000)),
            destination: text(120),
            start: fc.integer({ min: -30, max: 300 }),
            days: fc.integer({ min: 0, max: 30 }),
            totalBudget: money(100_000),
            travelers: fc.integer({ min: 1, max: 8 }),
            travelStyle: fc.constantFrom(...WIZARD_TRAVEL_STYLES),
            accommodationType: fc.constantFrom(...ACCOMMODATION_TYPES),
            activityTypes: fc.shuffledSubarray([...WIZARD_ACTIVITIES], { minLength: 1, maxLength: 3 }),
            budgetDistribution,
            tags: fc.array(text(40), { maxLength: 3 }),
            clientId: maybe(uuid),
          })
          .map(({ start, days, travelStyle, accommodationType, activityTypes, budgetDistribution, ...rest }) => ({
            body: {
              ...rest,
              startDate: `${addDays(ctx.today, start)}T00:00:00.000Z`,
              endDate: `${addDays(ctx.today, start + days)}T00:00:00.000Z`,
              preferences: {
                travelStyle,
                accommodationType,
                transportationPreference: 'flights',
                activityTypes,
                budgetDistribution,
              },
            },
          })),
        fc
          .record({
            travelers: fc.integer({ min: 1, max: 20 }),
            budgetDistribution: maybe(budgetDistribution),
            items: fc.array(itineraryItem(ctx), { maxLength: 3 }),
          })
          .map((planned) => {
            const { preferences: _wizard, ...payload } = WIZARD_PAYLOAD;
            return { body: { ...payload, ...planned } };
          }),
      ),
    refused: (ctx) =>
      fc.constant({
        body: {
          ...WIZARD_PAYLOAD,
          preferences: undefined,
          items: [{ ...ITEM, date: addDays(ctx.trip.endDate, 400) }],
        },
      }),
  },
  trip: { access: 'user', valid: (ctx) => tripIds(ctx).map((id) => ({ params: { id } })) },
  updateTrip: {
    access: 'user',
    edges: (ctx) => edgeDays(ctx).map((endDate) => ({ params: { id: ctx.trip.id }, body: { endDate } })),
    valid: (ctx) =>
      fc
        .record({
          id: tripIds(ctx),
          body: fc.record(
            {
              title: text(120),
              description: text(2000),
              destination: text(120),
              status: fc.constantFrom('planning', 'booked', 'in_progress', 'completed', 'cancelled'),
              totalBudget: money(100_000),
              tags: fc.array(text(40), { maxLength: 3 }),
              budgetDistribution,
              travellerNames: fc.constantFrom(['You', 'Traveler 2'], ['Ana', 'Bruno'], ['Solo']),
              travelers: fc.integer({ min: 1, max: 3 }),
              documents: fc.constantFrom(
                [],
                TRIP_DOCUMENT_KINDS.map((kind) => ({ kind, done: true, note: '<b>ok</b>' })),
              ),
            },
            { requiredKeys: [] },
          ),
        })
        .map(({ id, body }) => ({ params: { id }, body })),
    refused: (ctx) =>
      fc.constantFrom(
        { params: { id: ctx.trip.id }, body: { travellerNames: ['Ana', 'Ana'] } },
        { params: { id: ctx.trip.id }, body: { startDate: addDays(ctx.trip.startDate, 5) } },
        { params: { id: ctx.otherTrip.id }, body: { title: 'Hijacked' } },
      ),
  },
  deleteTrip: {
    access: 'user',
    valid: (ctx) => tripIds(ctx).map((id) => ({ params: { id } })),
    refused: (ctx) => fc.constant({ params: { id: ctx.otherTrip.id } }),
  },
  createTripItem: {
    access: 'user',
    valid: (ctx) =>
      fc.record({ id: tripIds(ctx), body: itineraryItem(ctx) }).map(({ id, body }) => ({ params: { id }, body })),
    refused: (ctx) =>
      fc.constantFrom(
        { params: { id: ctx.trip.id }, body: { ...ITEM, date: addDays(ctx.trip.endDate, 1) } },
        { params: { id: ctx.otherTrip.id }, body: { ...ITEM, date: ctx.trip.startDate } },
      ),
  },
  updateTripItem: {
    access: 'user',
    valid: (ctx) =>
      fc
        .record({
          ids: fc.constantFrom(
            { id: ctx.trip.id, itemId: ctx.trip.itemId },
            { id: ctx.trip.id, itemId: ctx.otherTrip.itemId },
            { id: ctx.otherTrip.id, itemId: ctx.otherTrip.itemId },
          ),
          body: itineraryItem(ctx)
            .chain((item) => fc.subarray(Object.entries(item)))
            .map(Object.fromEntries),
        })
        .map(({ ids, body }) => ({ params: ids, body })),
    refused: (ctx) =>
      fc.constant({
        params: { id: ctx.trip.id, itemId: ctx.trip.itemId },
        body: { date: addDays(ctx.trip.startDate, -1) },
      }),
  },
  deleteTripItem: deleteTripChild('itemId'),
  createTripExpense: {
    access: 'user',
    valid: (ctx) =>
      fc
        .record({
          id: tripIds(ctx),
          body: fc.record({
            category: fc.constantFrom(...EXPENSE_CATEGORIES),
            amount: fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100),
            date: tripDay(ctx),
            note: fc.oneof(fc.constant(''), text(200)),
            paidBy: travellers,
            splitBetween: fc.constantFrom(['You'], ['You', 'Traveler 2'], ['Traveler 2']),
          }),
        })
        .map(({ id, body }) => ({ params: { id }, body })),
    refused: (ctx) =>
      fc.constantFrom(
        { params: { id: ctx.trip.id }, body: { ...EXPENSE, paidBy: 'Nobody' } },
        { params: { id: ctx.trip.id }, body: { ...EXPENSE, splitBetween: ['You', 'You'] } },
        { params: { id: ctx.otherTrip.id }, body: EXPENSE },
      ),
  },
  deleteTripExpense: deleteTripChild('expenseId'),
  shareTrip: {
    access: 'user',
    valid: (ctx) => tripIds(ctx).map((id) => ({ params: { id } })),
    refused: (ctx) => fc.constant({ params: { id: ctx.otherTrip.id } }),
  },
  unshareTrip: {
    access: 'user',
    valid: (ctx) => tripIds(ctx).map((id) => ({ params: { id } })),
    refused: (ctx) => fc.constant({ params: { id: ctx.otherTrip.id } }),
  },
  sharedTrip: {
    access: 'public',
    valid: (ctx) =>
      fc
        .oneof(fc.constant(ctx.trip.shareToken), fc.stringMatching(/^[\w-]{43}$/), fc.string({ minLength: 16 }))
        .map((token) => ({ params: { token } })),
  },
  tripPlan: {
    access: 'public',
    acceptedPercent: 10,
    edges: (ctx) =>
      edgeDays(ctx).map((day) => ({
        body: { ...ctx.plan.request, startDate: day, endDate: addDays(day, 20), travelers: 20, interests: [] },
      })),
    validWeight: 8,
    valid: (ctx) => tripPlanRequest(ctx).map((body) => ({ body })),
  },
  regenerateTripDay: {
    access: 'public',
    edges: (ctx) => [{ body: { ...ctx.plan, date: ctx.plan.request.startDate } }],
    acceptedPercent: 10,
    validWeight: 8,
    valid: (ctx) =>
      fc
        .constantFrom(...ctx.plan.days.map((day) => day.date), addDays(ctx.plan.request.endDate, 1))
        .map((date) => ({ body: { request: ctx.plan.request, days: ctx.plan.days, date } })),
  },
  contact: {
    access: 'public',
    valid: () =>
      fc
        .record({
          name: text(100),
          email,
          subject: text(200),
          category: fc.constantFrom(...CONTACT_CATEGORIES),
          message: text(5000),
        })
        .map((body) => ({ body })),
  },
  newsletter: { access: 'public', valid: () => email.map((address) => ({ body: { email: address } })) },
};

// ─── Mutations ──────────────────────────────────────────────────────────────────────────────────────────────────────

type Path = readonly (string | number)[];

/** What {@link updateAt}'s update returns to remove the value. */
const REMOVE = Symbol('remove');

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths of every value inside `value` (the root included), depth first. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const paths: Path[] = [path];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...path, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  }
  return paths;
}

/** `value` with what is at `path` replaced by `update`'s result (or removed when it returns `REMOVE`). */
function updateAt(value: unknown, path: Path, update: (old: unknown) => unknown): unknown {
  if (path.length === 0) return update(value);
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = updateAt(copy[head as number], rest, update);
    if (next === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const copy = { ...value } as Record<string, unknown>;
    const next = updateAt(copy[head], rest, update);
    if (next === REMOVE) delete copy[head];
    else Object.defineProperty(copy, head, { value: next, enumerable: true, configurable: true, writable: true });
    return copy;
  }
  return value;
}

/** `value` with every string (`all`) or the `pick`-th string replaced by `replace` of it. */
function replaceStrings(value: unknown, all: boolean, pick: number, replace: (old: string) => string): unknown {
  const paths = pathsOf(value).filter((path) => typeof getAt(value, path) === 'string');
  if (!paths.length) return value;
  const chosen = all ? paths : [paths[pick % paths.length]!];
  return chosen.reduce((acc, path) => updateAt(acc, path, (old) => replace(old as string)), value);
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((acc, key) => (acc as Record<string | number, unknown> | undefined)?.[key], value);
}

type Slot = 'params' | 'query' | 'body';

/** The slots an endpoint reads, in the order they are checked; every endpoint may get junk in the others. */
function slotsOf(name: EndpointName): Slot[] {
  const endpoint = endpoints[name] as { params?: unknown; query?: unknown; body?: unknown; method: string };
  const slots: Slot[] = [];
  if (endpoint.params) slots.push('params');
  if (endpoint.query) slots.push('query');
  if (endpoint.body || endpoint.method === 'POST' || endpoint.method === 'PATCH') slots.push('body');
  return slots.length ? slots : ['query'];
}

/** One valid input of the endpoint with one value inside one slot replaced, removed, or given an evil sibling key. */
function mutated(name: EndpointName, valid: fc.Arbitrary<Parts>): fc.Arbitrary<Parts> {
  const slots = slotsOf(name);
  return fc
    .record({
      parts: valid,
      slot: fc.constantFrom(...slots),
      pick: fc.nat(),
      op: fc.constantFrom('replace', 'replace', 'remove', 'addKey'),
      key: fc.oneof(fc.constantFrom(...EVIL_KEYS), fc.string({ maxLength: 8 })),
      bodyValue: nastyValue,
      urlValue: nastyUrlValue,
    })
    .map(({ parts, slot, pick, op, key, bodyValue, urlValue }) => {
      const value = slot === 'body' ? bodyValue : urlValue;
      const inSlot = parts[slot] ?? (slot === 'params' ? {} : undefined);
      const paths = pathsOf(inSlot);
      const path = paths[pick % paths.length]!;
      let next: unknown;
      if (op === 'remove' && path.length > 0) next = updateAt(inSlot, path, () => REMOVE);
      else if (op === 'addKey') {
        const target = getAt(inSlot, path);
        const at = isPlainObject(target) ? path : [];
        next = updateAt(inSlot, at, (old) => withOwnKey(isPlainObject(old) ? old : {}, key, value));
      } else next = updateAt(inSlot, path, () => value);
      return { ...parts, [slot]: next } as Parts;
    });
}

/** A valid input with its strings (one or all, in every slot) replaced by, or suffixed with, a payload. */
function withPayloads(valid: fc.Arbitrary<Parts>): fc.Arbitrary<Parts> {
  return fc
    .record({
      parts: valid,
      payload: fc.constantFrom(...HTML_PAYLOADS, ...SQL_PAYLOADS, ...UNICODE_PAYLOADS),
      all: fc.boolean(),
      append: fc.boolean(),
      pick: fc.nat(),
    })
    .map(({ parts, payload, all, append, pick }) => {
      const replace = (old: string) => (append ? old + payload : payload);
      return {
        params: replaceStrings(parts.params, all, pick, replace) as Parts['params'],
        query: replaceStrings(parts.query, all, pick, replace),
        body: replaceStrings(parts.body, all, pick, replace),
      };
    });
}

/** Path segments that break the route's decoding: malformed and overlong escapes, encoded NUL, slash and dots. */
const RAW_SEGMENTS: readonly RawSegment[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%80',
  '%ED%A0%80',
  '%00',
  '%2F',
  '%2e%2E%2f',
  '%252e',
  '%uD83D',
  ';jsessionid=1',
].map((raw) => ({ raw }));

/** Raw query strings: malformed escapes, repeated and empty keys, evil keys in bracket notation. */
const RAW_QUERIES: readonly RawQuery[] = [
  '%',
  'a=%zz&b=%&=&&=x',
  '__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
  '__proto__=x&constructor=y&prototype=z',
  'q=a&q=b&q=c&origin=JFK&origin=CDG',
  'x'.repeat(3000),
  '&&&&',
  'a[]=1&a[]=2&a[0]=3',
].map((rawQuery) => ({ rawQuery }));

/** Bodies that are not a JSON object: malformed, primitives, deep, evil keys as real own keys, huge. */
const RAW_BODIES: readonly RawBody[] = [
  '',
  '{',
  '{"a":',
  "{'single':'quotes'}",
  '{"a":1}garbage',
  'null',
  '1',
  '"text"',
  'true',
  '[]',
  '[1,2,3]',
  '{"__proto__":{"polluted":"yes"}}',
  '{"a":{"__proto__":{"polluted":"yes"}}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":null}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  `{"big":"${'x'.repeat(BODY_LIMIT_BYTES + 1)}"}`,
  `[${'1,'.repeat(40_000)}1]`,
  '<script>alert(1)</script>',
  "' OR 1=1 --",
].map((rawBody) => ({ rawBody }));

/** An input with every slot nasty: random params, query and body of any type. */
function nastyParts(name: EndpointName): fc.Arbitrary<Parts> {
  const names = [...endpoints[name].path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const param = fc.oneof(
    { weight: 6, arbitrary: nastyUrlString },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: wrongType },
  );
  const field = fc.oneof({ weight: 6, arbitrary: nastyUrlString }, fc.array(shortNastyString, { maxLength: 3 }));
  return fc.record({
    params: fc.record(Object.fromEntries(names.map((key) => [key, param]))),
    query: fc.oneof(
      fc.dictionary(
        fc.oneof(fc.constantFrom(...EVIL_KEYS, 'q', 'origin', 'destination', 'id'), fc.string({ maxLength: 6 })),
        field,
        { maxKeys: 3 },
      ),
      fc.constantFrom(...RAW_QUERIES),
    ),
    body: fc.oneof(nastyValue, pollutingObject, fc.constantFrom(...RAW_BODIES)),
  }) as fc.Arbitrary<Parts>;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
/** Content types: mostly JSON, sometimes one the body parser ignores (the body then reads as `{}`), or none. */
const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...JSON_TYPES) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/vnd.api+json',
      'application/json; charset=utf-16',
      undefined,
    ),
  },
);

/**
 * Who sends the endpoint's requests, as its access allows: signed out, the owner or another user. Inputs that reach
 * the handler (`reaching`: valid ones, and valid ones with payloads) go mostly as the owner to endpoints that need a
 * session. The schemas refuse most others before the session matters, so they go mostly signed out: a signed-in
 * request costs two queries before anything else, most of a fuzz run's database time.
 */
function actorsOf(fuzz: EndpointFuzz, reaching: boolean): fc.Arbitrary<Actor> {
  const anonymous = fc.constant<Actor>('anonymous');
  const owner = fc.constant<Actor>('owner');
  const other = fc.constant<Actor>('other');
  switch (fuzz.access) {
    case 'visitor':
      return anonymous;
    case 'public':
      return fc.oneof({ weight: reaching ? 9 : 19, arbitrary: anonymous }, owner);
    default:
      return reaching
        ? fc.oneof(
            { weight: 1, arbitrary: anonymous },
            { weight: 6, arbitrary: owner },
            { weight: 1, arbitrary: other },
          )
        : fc.oneof({ weight: 18, arbitrary: anonymous }, owner, other);
  }
}

/** Builds the input from its parts and the transport's details (a JSON content type when `json`, else any). */
function asInput(
  name: EndpointName,
  kind: InputKind,
  parts: fc.Arbitrary<Parts>,
  actor: fc.Arbitrary<Actor>,
  json = false,
): fc.Arbitrary<FuzzInput> {
  const fuzz = endpointFuzz[name];
  return fc
    .record({
      parts,
      contentType: json ? fc.constant(JSON_TYPES[0]) : contentType,
      accept: fc.constantFrom(...(fuzz.accept ?? [undefined])),
      actor,
    })
    .map((input) => ({ endpoint: name, kind, ...input }));
}

/** FNV-1a of `text`: a stable stand-in for chance, so a choice made from an input is the same on every run. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193);
  return h >>> 0;
}

/**
 * The mixed inputs of an endpoint: valid ones (at the endpoint's weight), valid ones with payloads in
 * their strings, valid ones with one value mutated, and wholly nasty ones. For an endpoint with an
 * `acceptedPercent`, only that share of the inputs `schemaAccepts` is kept.
 */
export function mixedInputs(
  name: EndpointName,
  ctx: FuzzContext,
  schemaAccepts: (input: FuzzInput) => boolean,
): fc.Arbitrary<FuzzInput> {
  const fuzz = endpointFuzz[name];
  const valid = fuzz.valid(ctx);
  const [reaching, refused] = [actorsOf(fuzz, true), actorsOf(fuzz, false)];
  const inputs = fc.oneof(
    { weight: fuzz.validWeight ?? DEFAULT_VALID_WEIGHT, arbitrary: asInput(name, 'valid', valid, reaching) },
    { weight: 15, arbitrary: asInput(name, 'payload', withPayloads(valid), reaching) },
    { weight: 30, arbitrary: asInput(name, 'mutated', mutated(name, valid), refused) },
    { weight: 20, arbitrary: asInput(name, 'nasty', nastyParts(name), refused) },
  );
  const percent = fuzz.acceptedPercent;
  if (percent === undefined) return inputs;
  const kept = (input: FuzzInput) =>
    hash(`${input.actor} ${input.contentType} ${JSON.stringify(input.parts)}`) % 100 < percent;
  return inputs.filter((input) => !schemaAccepts(input) || kept(input));
}

/** The endpoint's first inputs ({@link EndpointFuzz.edges}) as JSON from the owner (a visitor for `visitor` endpoints). */
export function edgeInputs(name: EndpointName, ctx: FuzzContext): FuzzInput[] {
  const fuzz = endpointFuzz[name];
  const actor: Actor = fuzz.access === 'visitor' ? 'anonymous' : 'owner';
  return (fuzz.edges?.(ctx) ?? []).map((parts) => ({
    endpoint: name,
    parts,
    contentType: JSON_TYPES[0],
    accept: undefined,
    actor,
    kind: 'valid',
  }));
}

/**
 * Inputs the endpoint must refuse: mutated or nasty ones the caller keeps only when the schemas reject them
 * (`schemaRejects`), valid ones sent signed out to an endpoint that needs a session, and the endpoint's own
 * schema-valid inputs its service refuses.
 */
export function refusedInputs(
  name: EndpointName,
  ctx: FuzzContext,
  schemaRejects: (input: FuzzInput) => boolean,
): fc.Arbitrary<FuzzInput> {
  const fuzz = endpointFuzz[name];
  const valid = fuzz.valid(ctx);
  const actor = actorsOf(fuzz, false);
  const invalid = fc
    .oneof(
      asInput(name, 'payload', withPayloads(valid), actor),
      asInput(name, 'mutated', mutated(name, valid), actor),
      asInput(name, 'nasty', nastyParts(name), actor),
    )
    .filter(schemaRejects);
  const choices: fc.WeightedArbitrary<FuzzInput>[] = [{ weight: 8, arbitrary: invalid }];
  if (fuzz.access === 'user') {
    choices.push({ weight: 1, arbitrary: asInput(name, 'refused', valid, fc.constant('anonymous')) });
  }
  if (fuzz.refused) {
    // Sent as JSON: with another content type the body reads as {}, which some endpoints take.
    const owner: Actor = fuzz.access === 'visitor' ? 'anonymous' : 'owner';
    choices.push({ weight: 1, arbitrary: asInput(name, 'refused', fuzz.refused(ctx), fc.constant(owner), true) });
  }
  return fc.oneof(...choices);
}
