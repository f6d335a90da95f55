import { z } from 'zod/mini';
import { AiRecommendationList, SmartQueryRequest, SmartQueryResponse } from './ai';
import { AirportSearchQuery, AirportSearchResponse } from './airports';
import { CreatePriceAlertRequest, CreateRouteAlertRequest, PriceAlert, UpdatePriceAlertRequest } from './alerts';
import { IataCode, Id, OkBody } from './common';
import { ContactForm, NewsletterRequest } from './content';
import { DestinationList } from './destinations';
import {
  FlexibleSearchRequest,
  FlexibleSearchResponse,
  FlightSearchQuery,
  FlightSearchResponse,
  PriceCalendarQuery,
  PriceCalendarResponse,
  PriceGridQuery,
  PriceGridResponse,
  PriceHistoryQuery,
  PriceHistoryResponse,
  RouteKey,
} from './flights';
import { HotelSearchQuery, HotelSearchResponse } from './hotels';
import { AIRPORT_MAP_PATH, MapImageQuery } from './images';
import { QuestionnaireQuery, QuestionnaireResponse } from './questionnaire';
import { RegenerateDayRequest, TripPlanRequest, TripPlanResponse } from './planner';
import { HealthResponse, ReadyResponse, StatusResponse } from './status';
import {
  CreateTripRequest,
  Expense,
  ExpenseInput,
  ItineraryItem,
  ItineraryItemInput,
  Trip,
  TripDetail,
  TripShare,
  UpdateTripRequest,
} from './trips';
import {
  ChangePasswordRequest,
  CreateSavedSearchRequest,
  LoginRequest,
  RegisterRequest,
  SavedSearch,
  SessionResponse,
  UpdateUserRequest,
  User,
} from './users';

/** How one endpoint is called and what it answers. Paths use `:name` for path parameters. */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: `/api/${string}`;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
  /** Where the endpoint is specified. */
  readonly source: string;
}

const UserIdParams = z.object({ id: Id });
/** A trip's, item's or expense's id: a UUID. */
const TripId = z.uuid('Not a trip id');
const TripParams = z.object({ id: TripId });

/**
 * Every endpoint of spec 01 §7 and spec 02 §7, plus the account, alert and content calls that make them real.
 * The API mounts its routes from this table and the UI's client parses answers with it.
 */
export const endpoints = {
  status: { method: 'GET', path: '/api/status', response: StatusResponse, source: 'spec 01 §7, spec 02 §7' },
  health: { method: 'GET', path: '/api/health', response: HealthResponse, source: 'reliability issue: liveness' },
  ready: { method: 'GET', path: '/api/ready', response: ReadyResponse, source: 'reliability issue: readiness' },
  airportSearch: {
    method: 'GET',
    path: '/api/airports/search',
    query: AirportSearchQuery,
    response: AirportSearchResponse,
    source: 'spec 01 §7',
  },
  flightSearch: {
    method: 'GET',
    path: '/api/flights/search',
    query: FlightSearchQuery,
    response: FlightSearchResponse,
    source: 'spec 01 §7',
  },
  priceHistory: {
    method: 'GET',
    path: '/api/price-history/:route',
    params: z.object({ route: RouteKey }),
    query: PriceHistoryQuery,
    response: PriceHistoryResponse,
    source: 'spec 01 §7',
  },
  priceCalendar: {
    method: 'GET',
    path: '/api/price-calendar',
    query: PriceCalendarQuery,
    response: PriceCalendarResponse,
    source: 'spec 01 §3 price calendar day; the travel calendar of spec 02',
  },
  priceGrid: {
    method: 'GET',
    path: '/api/price-grid',
    query: PriceGridQuery,
    response: PriceGridResponse,
    source: 'the depart × return date grid, as Google Flights and Kayak show it',
  },
  flexibleSearch: {
    method: 'POST',
    path: '/api/flights/flexible-search',
    body: FlexibleSearchRequest,
    response: FlexibleSearchResponse,
    source: 'spec 01 §7',
  },
  destinations: {
    method: 'GET',
    path: '/api/destinations',
    response: DestinationList,
    source: 'spec 01 §7, spec 02 §7',
  },
  airportMap: {
    method: 'GET',
    path: AIRPORT_MAP_PATH,
    params: z.object({ code: IataCode }),
    query: MapImageQuery,
    /** SVG markup, answered as `image/svg+xml` (or a redirect to the current version). */
    response: z.string(),
    source: 'destination images: the imageUrl of destinations and trip ideas (spec 01 §3, spec 02 §3)',
  },
  questionnaire: {
    method: 'GET',
    path: '/api/questionnaire/:step',
    params: z.object({ step: z.literal('5', 'Only step 5 returns recommendations') }),
    query: QuestionnaireQuery,
    response: QuestionnaireResponse,
    source: 'spec 01 §7',
  },
  register: { method: 'POST', path: '/api/auth/register', body: RegisterRequest, response: User, source: 'spec 01 §7' },
  login: { method: 'POST', path: '/api/auth/login', body: LoginRequest, response: User, source: 'spec 01 §7' },
  logout: { method: 'POST', path: '/api/auth/logout', response: OkBody, source: 'accounts issue' },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password',
    body: ChangePasswordRequest,
    response: User,
    source: 'reliability issue: a password change ends the other sessions of the account',
  },
  me: { method: 'GET', path: '/api/auth/me', response: User, source: 'accounts issue' },
  session: {
    method: 'GET',
    path: '/api/auth/session',
    response: SessionResponse,
    source: 'accounts issue; 200 for visitors, so the browser logs no error',
  },
  getUser: { method: 'GET', path: '/api/users/:id', params: UserIdParams, response: User, source: 'accounts issue' },
  updateUser: {
    method: 'PATCH',
    path: '/api/users/:id',
    params: UserIdParams,
    body: UpdateUserRequest,
    response: User,
    source: 'accounts issue',
  },
  savedSearches: {
    method: 'GET',
    path: '/api/users/:id/saved-searches',
    params: UserIdParams,
    response: z.array(SavedSearch),
    source: 'spec 01 §7',
  },
  createSavedSearch: {
    method: 'POST',
    path: '/api/saved-searches',
    body: CreateSavedSearchRequest,
    response: SavedSearch,
    source: 'accounts issue',
  },
  runSavedSearch: {
    method: 'POST',
    path: '/api/saved-searches/:id/run',
    params: z.object({ id: Id }),
    response: SavedSearch,
    source: 'accounts issue: re-running a saved search updates lastSearched',
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/api/saved-searches/:id',
    params: z.object({ id: Id }),
    response: OkBody,
    source: 'spec 01 §7',
  },
  createPriceAlert: {
    method: 'POST',
    path: '/api/price-alerts',
    body: z.union([CreateRouteAlertRequest, CreatePriceAlertRequest]),
    response: PriceAlert,
    source: 'spec 01 §7, spec 02 price alerts',
  },
  priceAlerts: {
    method: 'GET',
    path: '/api/users/:id/price-alerts',
    params: UserIdParams,
    response: z.array(PriceAlert),
    source: 'spec 02 price alerts',
  },
  updatePriceAlert: {
    method: 'PATCH',
    path: '/api/price-alerts/:id',
    params: z.object({ id: Id }),
    body: UpdatePriceAlertRequest,
    response: PriceAlert,
    source: 'spec 02 price alerts',
  },
  deletePriceAlert: {
    method: 'DELETE',
    path: '/api/price-alerts/:id',
    params: z.object({ id: Id }),
    response: OkBody,
    source: 'spec 02 price alerts',
  },
  aiRecommendations: {
    method: 'GET',
    path: '/api/ai/recommendations/:userId',
    params: z.object({ userId: z.union([Id, z.literal('guest')]) }),
    response: AiRecommendationList,
    source: 'spec 01 §7',
  },
  smartQuery: {
    method: 'POST',
    path: '/api/ai/smart-query',
    body: SmartQueryRequest,
    response: SmartQueryResponse,
    source: 'spec 01 §7',
  },
  hotelSearch: {
    method: 'GET',
    path: '/api/hotels/search',
    query: HotelSearchQuery,
    response: HotelSearchResponse,
    source: 'spec 02 §7',
  },
  trips: { method: 'GET', path: '/api/trips', response: z.array(Trip), source: 'trips issue' },
  createTrip: {
    method: 'POST',
    path: '/api/trips',
    body: CreateTripRequest,
    response: TripDetail,
    source: 'spec 01 §3 trip payload, trips issue',
  },
  trip: { method: 'GET', path: '/api/trips/:id', params: TripParams, response: TripDetail, source: 'trips issue' },
  updateTrip: {
    method: 'PATCH',
    path: '/api/trips/:id',
    params: TripParams,
    body: UpdateTripRequest,
    response: TripDetail,
    source: 'trips issue',
  },
  deleteTrip: { method: 'DELETE', path: '/api/trips/:id', params: TripParams, response: OkBody, source: 'trips issue' },
  createTripItem: {
    method: 'POST',
    path: '/api/trips/:id/items',
    params: TripParams,
    body: ItineraryItemInput,
    response: ItineraryItem,
    source: 'spec 02 §3 itinerary item',
  },
  updateTripItem: {
    method: 'PATCH',
    path: '/api/trips/:id/items/:itemId',
    params: z.extend(TripParams, { itemId: TripId }),
    body: z.partial(ItineraryItemInput),
    response: ItineraryItem,
    source: 'spec 02 §3 itinerary item',
  },
  deleteTripItem: {
    method: 'DELETE',
    path: '/api/trips/:id/items/:itemId',
    params: z.extend(TripParams, { itemId: TripId }),
    response: OkBody,
    source: 'spec 02 §3 itinerary item',
  },
  createTripExpense: {
    method: 'POST',
    path: '/api/trips/:id/expenses',
    params: TripParams,
    body: ExpenseInput,
    response: Expense,
    source: 'trips issue: expenses',
  },
  deleteTripExpense: {
    method: 'DELETE',
    path: '/api/trips/:id/expenses/:expenseId',
    params: z.extend(TripParams, { expenseId: TripId }),
    response: OkBody,
    source: 'trips issue: expenses',
  },
  shareTrip: {
    method: 'POST',
    path: '/api/trips/:id/share',
    params: TripParams,
    response: TripShare,
    source: 'trips issue: share',
  },
  unshareTrip: {
    method: 'DELETE',
    path: '/api/trips/:id/share',
    params: TripParams,
    response: OkBody,
    source: 'trips issue: share links are revocable',
  },
  sharedTrip: {
    method: 'GET',
    path: '/api/shared-trips/:token',
    params: z.object({ token: z.string().check(z.minLength(16), z.maxLength(128)) }),
    response: TripDetail,
    source: 'trips issue: share',
  },
  tripPlan: {
    method: 'POST',
    path: '/api/trip-planner/itinerary',
    body: TripPlanRequest,
    response: TripPlanResponse,
    source: 'spec 02 smart trip planner, trips issue',
  },
  regenerateTripDay: {
    method: 'POST',
    path: '/api/trip-planner/day',
    body: RegenerateDayRequest,
    response: TripPlanResponse,
    source: 'trips issue (regenerate one day)',
  },
  contact: { method: 'POST', path: '/api/contact', body: ContactForm, response: OkBody, source: 'spec 02 contact' },
  newsletter: {
    method: 'POST',
    path: '/api/newsletter',
    body: NewsletterRequest,
    response: OkBody,
    source: 'spec 02 travel deals',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/**
 * An API answer a page was rendered on the server with, as the server hands it to the app: the JSON body of a `GET`
 * endpoint that takes no query, by the endpoint's name, with its path parameters where it takes any
 * (`{ userId: 'guest' }`).
 */
export interface ServerAnswer {
  endpoint: EndpointName;
  params?: Record<string, string | number>;
  body: unknown;
}
/** The parsed answer of an endpoint. */
export type ResponseOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;

/**
 * Fills an endpoint path's `:name` parameters, URI-encoding each value.
 * @throws Error when a parameter the path names is missing.
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
