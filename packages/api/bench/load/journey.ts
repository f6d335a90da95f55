import { endpoints } from '@farewise/contracts';
import { SESSION_COOKIE } from '../../src/auth/session';
import { isoDay } from '../dates';
import type { WriteTable } from './ledger';

/** One HTTP request of a journey; `key` names the row a write request adds (see `WriteLedger`). */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  key?: string;
}

/** What a journey has learnt so far: its user, session cookie and trip. Each journey starts empty. */
export interface JourneyState {
  userId?: string;
  cookie?: string;
  tripId?: string;
}

/** A 2xx answer as a step reads it. */
export interface Answer {
  body: unknown;
  setCookie: string[];
}

/** One step of a journey. */
export interface Step {
  /** The route as the report names it, such as `POST /api/trips/:id/items`. */
  route: string;
  /** The table a 2xx answer has added one row to. */
  writes?: WriteTable;
  /** The request, or undefined when the journey lacks what it needs (a session, a trip): it then starts over. */
  request: (state: JourneyState) => Call | undefined;
  /** Keeps what later steps need from a 2xx answer. */
  keep?: (state: JourneyState, answer: Answer) => void;
}

const SESSION = `${SESSION_COOKIE}=`;
const JSON_TYPE = { 'Content-Type': 'application/json' };
const routeOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const idOf = (body: unknown) => String((body as { id: unknown }).id);
const post = (path: string, headers: Record<string, string>, body: unknown, key: string): Call => ({
  method: 'POST',
  path,
  headers,
  body: JSON.stringify(body),
  key,
});

/** A signed-in write of the row `key`, or undefined before the journey has a session and that key. */
const signedInPost = (state: JourneyState, path: string, body: unknown, key: string | undefined) =>
  state.cookie && key ? post(path, { ...JSON_TYPE, Cookie: state.cookie }, body, key) : undefined;

// Two months ahead for the searches; the trip three months ahead, for a week, with its item on its third day.
const DEPARTURE = isoDay(60);
const TRIP = { start: isoDay(90), end: isoDay(97), item: isoDay(92) };

/** `GET /api/flights/search` for one route, two months ahead. */
const flightSearch = (origin: string, destination: string): Step => ({
  route: routeOf(endpoints.flightSearch),
  request: () => ({
    method: 'GET',
    path: `${endpoints.flightSearch.path}?origin=${origin}&destination=${destination}&departureDate=${DEPARTURE}`,
    headers: {},
  }),
});

/** Registers a new account, named `${tag}_${n}` for the n-th journey, and keeps its id and session cookie. */
const register = (tag: string): Step => {
  let journeys = 0;
  return {
    route: routeOf(endpoints.register),
    writes: 'users',
    request: () => {
      const username = `${tag}_${++journeys}`;
      const body = { username, email: `${username}@example.test`, password: 'voyage2026' };
      return post(endpoints.register.path, JSON_TYPE, body, username);
    },
    keep: (state, { body, setCookie }) => {
      state.userId = idOf(body);
      state.cookie = setCookie.map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith(SESSION));
    },
  };
};

const saveSearch: Step = {
  route: routeOf(endpoints.createSavedSearch),
  writes: 'saved_searches',
  request: (state) =>
    signedInPost(
      state,
      endpoints.createSavedSearch.path,
      { name: 'Paris in winter', origin: 'JFK', destination: 'CDG' },
      state.userId,
    ),
};

const createPriceAlert: Step = {
  route: routeOf(endpoints.createPriceAlert),
  writes: 'price_alerts',
  request: (state) =>
    signedInPost(
      state,
      endpoints.createPriceAlert.path,
      { origin: 'LHR', destination: 'JFK', targetPrice: 350 },
      state.userId,
    ),
};

const createTrip: Step = {
  route: routeOf(endpoints.createTrip),
  writes: 'trips',
  request: (state) => {
    const body = {
      title: 'Lisbon week',
      description: 'Tiles, trams and pastéis',
      destination: 'Lisbon, Portugal',
      startDate: `${TRIP.start}T00:00:00.000Z`,
      endDate: `${TRIP.end}T00:00:00.000Z`,
      totalBudget: 2400,
      travelers: 2,
      tags: ['city'],
    };
    return signedInPost(state, endpoints.createTrip.path, body, state.userId);
  },
  keep: (state, { body }) => {
    state.tripId = idOf(body);
  },
};

const addTripItem: Step = {
  route: routeOf(endpoints.createTripItem),
  writes: 'trip_items',
  request: (state) => {
    const body = {
      type: 'activity',
      title: 'Tram 28',
      date: TRIP.item,
      time: '09:30',
      location: 'Martim Moniz',
      cost: 3.1,
      isBooked: false,
    };
    const path = endpoints.createTripItem.path.replace(':id', state.tripId ?? '');
    return signedInPost(state, path, body, state.tripId);
  },
};

/**
 * The mixed journey of a traveller: registers, then searches flights between each write: saves a search, creates
 * a price alert, creates a trip and adds an item to it. `tag` makes its usernames unique to the run.
 */
export function mixedJourney(tag: string): Step[] {
  return [
    register(tag),
    flightSearch('JFK', 'CDG'),
    saveSearch,
    flightSearch('LHR', 'JFK'),
    createPriceAlert,
    flightSearch('SFO', 'NRT'),
    createTrip,
    addTripItem,
    flightSearch('SYD', 'LAX'),
  ];
}

/** The journey's writes alone, one after another. */
export function writeJourney(tag: string): Step[] {
  return [register(tag), saveSearch, createPriceAlert, createTrip, addTripItem];
}
