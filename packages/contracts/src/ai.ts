import { z } from 'zod/mini';
import { ErrorBody, FareTripType, IataCode, requiredText, Usd } from './common';

/**
 * An AI recommendation card (spec 01 §3). `confidence` is a percent; price and savings are USD per person. Beyond the
 * spec: `href`, the page Explore This opens (a flight search or a destination page), and `route`, the IATA pair a
 * route, timing or deal card is about, which Save stores as a saved search; `tripType`, how `price` is quoted (a
 * destination's fare is a round trip, a route's search fare one way), given whenever `price` is.
 */
export const AiRecommendation = z.object({
  id: z.string(),
  type: z.enum(['destination', 'timing', 'deal', 'route']),
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  price: z.optional(Usd),
  tripType: z.optional(FareTripType),
  savings: z.optional(Usd),
  confidence: z.number().check(z.gte(0), z.lte(100)),
  bestTime: z.optional(z.string()),
  reasons: z.array(z.string()),
  aiInsights: z.optional(z.string()),
  tags: z.array(z.string()),
  href: z.optional(z.string()),
  route: z.optional(z.object({ origin: IataCode, destination: IataCode })),
});
export type AiRecommendation = z.infer<typeof AiRecommendation>;

/** Response of `GET /api/ai/recommendations/{userId}`. */
export const AiRecommendationList = z.array(AiRecommendation);

/** The travel styles of the Ask AI profile (spec 01 §2). */
export const TRAVEL_STYLES = ['budget', 'moderate', 'luxury'] as const;

/**
 * The traveller's profile sent with a question (spec 01 §2 Ask AI, §3 smart query `userContext`): budget in USD per
 * person, travelers, interests (as `preferences`) and travel style; all optional.
 */
export const AdvisorProfile = z.object({
  budget: z.optional(Usd),
  travelers: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))),
  preferences: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20))),
  travelStyle: z.optional(z.enum(TRAVEL_STYLES)),
});
export type AdvisorProfile = z.infer<typeof AdvisorProfile>;

/** The interests the Ask AI profile offers; the chosen ones are sent as `preferences` (spec 01 §2). */
export const ADVISOR_INTERESTS = [
  'Beaches',
  'Culture',
  'Food',
  'Nature',
  'Nightlife',
  'Adventure',
  'History',
  'Shopping',
] as const;

/** The most a budget per person may be in the Ask AI profile, in USD. */
const MAX_PROFILE_BUDGET = 1_000_000;

/**
 * The Ask AI form (spec 01 §2): the profile as typed (the budget per person is text until it is checked, empty for
 * none), travelers 1–9, the style, the interests and the question. A blank question is refused by the form itself
 * ("Query Required", spec 01 §5), not here.
 */
export const AskAiFields = z.object({
  budget: z.string().check(
    z.trim(),
    z.refine((text) => text === '' || (Number(text) > 0 && Number(text) <= MAX_PROFILE_BUDGET), {
      message: 'Enter a budget per person in US dollars, more than $0 and at most $1,000,000',
    }),
  ),
  travelers: z.number().check(z.int(), z.gte(1), z.lte(9)),
  travelStyle: z.enum(TRAVEL_STYLES),
  interests: z.array(z.enum(ADVISOR_INTERESTS)),
  query: z.string(),
});
export type AskAiFields = z.infer<typeof AskAiFields>;

/** Body of `POST /api/ai/smart-query` (spec 01 §3). Budget is USD per person. */
export const SmartQueryRequest = z.object({
  query: requiredText(
    1000,
    "Please enter a travel question or destination you're curious about.",
    'Question must be at most 1000 characters',
  ),
  userContext: z._default(AdvisorProfile, {}),
});
export type SmartQueryRequest = z.input<typeof SmartQueryRequest>;

/** What an advisor's figure is traced to (AI issue): each kind names the data set the figure was read from. */
export const ADVISOR_SOURCE_KINDS = [
  'fare',
  'best-month',
  'price-history',
  'destination',
  'hotel-rate',
  'budget',
  'calendar',
] as const;

/**
 * One source of an advisor's answer: `id` is the number the answer cites it by (`[1]`), `value` the figure as the
 * answer states it (a fare such as `$412.00`, a month, a share such as `18%`, a count such as `7 days`), and `href`
 * the page that shows that figure (a flight search, a destination, a hotels search, the budget calculator).
 */
export const AdvisorSource = z.object({
  id: z.number().check(z.int(), z.positive()),
  kind: z.enum(ADVISOR_SOURCE_KINDS),
  label: z.string(),
  value: z.string(),
  href: z.string(),
});
export type AdvisorSource = z.infer<typeof AdvisorSource>;

/**
 * Response of `POST /api/ai/smart-query`: the answer text is `response` (spec 01 §3), citing its `sources` as `[1]`,
 * `[2]`, …; every figure it states is one of theirs (see the API's grounding check).
 */
export const SmartQueryResponse = z.object({ response: z.string(), sources: z.array(AdvisorSource) });
export type SmartQueryResponse = z.infer<typeof SmartQueryResponse>;

/**
 * One server-sent event of `POST /api/ai/smart-query` asked with `Accept: text/event-stream` (AI issue): `delta`
 * carries the next piece of the answer text as it is written; `answer` ends the stream with the checked answer and its
 * sources, which replaces the streamed text (it differs when the model's text failed the grounding check); `error`
 * ends it with the API's error body. Each event's SSE `data` is this object as JSON, its `event` its `type`.
 */
export const SmartQueryEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('answer'), answer: SmartQueryResponse }),
  z.object({ type: z.literal('error'), error: ErrorBody }),
]);
export type SmartQueryEvent = z.infer<typeof SmartQueryEvent>;
