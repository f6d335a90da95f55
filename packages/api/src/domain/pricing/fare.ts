import { DateTime } from 'luxon';
import type { Airport } from '../airports/airport';
import { METRO_AREAS } from '../airports/metroAreas';
import { TIER_FACTOR, type Carrier } from './carriers';
import {
  advanceFactor,
  BASE_FARE,
  CABIN_FACTOR,
  demandFactor,
  seasonFactor,
  STOPS_FACTOR,
  weekdayFactor,
} from './factors';
import { distanceKm, haulBand } from './geo';
import { signedFor } from './seeded';

export type Cabin = keyof typeof CABIN_FACTOR;

/** What a fare depends on. Dates are ISO dates (`YYYY-MM-DD`); `bookedOn` is the day of the search. */
export interface FareQuery {
  origin: Airport;
  destination: Airport;
  departureDate: string;
  bookedOn: string;
  cabin: Cabin;
  carrier: Pick<Carrier, 'code' | 'tier'>;
  stops: 0 | 1;
}

/** An airport's market: its metro code (JFK, EWR and LGA are all NYC), or its own code outside a metro. */
const MARKET = new Map(METRO_AREAS.flatMap((metro) => metro.airports.map((code) => [code, metro.code] as const)));
const marketOf = (airport: Airport) => MARKET.get(airport.iataCode) ?? airport.iataCode;

/** Noise amplitude: ±8 % per route, date and carrier, seeded so that it never changes between calls. */
const NOISE = 0.08;

/**
 * The one-way fare in USD (2 decimals) of the Farewise pricing model:
 * base fare from great-circle distance and haul band × season (destination hemisphere, month) × day of week ×
 * advance purchase × the city pair's demand on the booking day × carrier tier × stops × cabin × (1 ± seeded noise).
 * Sources: haversine distance; the day-of-week and booking-window rules of spec 01 §9.
 */
export function priceFare(query: FareQuery): number {
  const km = distanceKm(query.origin, query.destination);
  const base = BASE_FARE[haulBand(km)];
  const departure = DateTime.fromISO(query.departureDate, { zone: 'utc' });
  const booked = DateTime.fromISO(query.bookedOn, { zone: 'utc' });
  const daysAhead = Math.round(departure.diff(booked, 'days').days);
  const route = `${query.origin.iataCode}-${query.destination.iataCode}`;
  const noise = signedFor(`${route}:${query.departureDate}:${query.carrier.code}:${query.stops}`);
  const fare =
    (base.fixed + base.perKm * km) *
    seasonFactor(query.destination.latitude, departure.month) *
    weekdayFactor(departure.weekday) *
    advanceFactor(daysAhead) *
    demandFactor(`${marketOf(query.origin)}-${marketOf(query.destination)}`, Math.round(booked.toSeconds() / 86_400)) *
    TIER_FACTOR[query.carrier.tier] *
    STOPS_FACTOR[query.stops] *
    CABIN_FACTOR[query.cabin] *
    (1 + NOISE * noise);
  return Math.round(fare * 100) / 100;
}
