import type { AirportSuggestion, HomeSearchParams } from '@farewise/contracts';
import type { FlightSearchParams } from '../../api/useFlightSearch';
import { routeToSearch, travelerOptions } from './searchOptions';

/** What the search form shows: the airports picked, the option ids, and the ISO departure date ('' for none). */
export interface SearchFormValues {
  origin: AirportSuggestion | null;
  destination: AirportSuggestion | null;
  flexibleDates: HomeSearchParams['flexibleDates'];
  travelers: HomeSearchParams['travelers'];
  departureDate: string;
}

/** The form's unsubmitted edits; a field left out shows the current search's value. */
export type SearchDraft = Partial<SearchFormValues>;

/** An airport lookup's state: the airport found, and whether there is an answer yet. */
export interface PlaceLookup {
  airport: AirportSuggestion | null;
  settled: boolean;
}

const IATA = /^[A-Za-z]{3}$/;

/**
 * The IATA code of a place a search names (`JFK` or `Paris`): three letters are a code (as the lookup would pick
 * its exact match), anything else is the looked-up airport's code. `null` when there is no such place, `undefined`
 * while it is being looked up.
 */
export function placeCode(place: string | undefined, lookup: PlaceLookup): string | null | undefined {
  if (!place) return null;
  if (IATA.test(place)) return place.toUpperCase();
  if (!lookup.settled) return undefined;
  return lookup.airport?.iataCode ?? null;
}

/**
 * What `GET /api/flights/search` is sent for a search whose airports have the given codes (spec 01 §5, §9): with
 * one airport the other defaults to NYC or PAR, travelers is the option's head count, and the departure date only
 * counts for "specific-dates". `null` with no airport, or while one is being looked up.
 */
export function searchRequest(
  search: HomeSearchParams,
  origin: string | null | undefined,
  destination: string | null | undefined,
): FlightSearchParams | null {
  if (origin === undefined || destination === undefined) return null;
  const route = routeToSearch(origin, destination);
  if (!route) return null;
  return {
    ...route,
    travelers: travelerOptions.find((option) => option.value === search.travelers)?.count ?? 1,
    flexibleDates: search.flexibleDates,
    departureDate: search.flexibleDates === 'specific-dates' ? search.departureDate : undefined,
    cabin: search.cabin,
  };
}

/** The form's values: the draft's edits over the search, with the search's airports as looked up. */
export function formValues(
  search: HomeSearchParams,
  draft: SearchDraft,
  origin: AirportSuggestion | null,
  destination: AirportSuggestion | null,
): SearchFormValues {
  return {
    origin: draft.origin !== undefined ? draft.origin : origin,
    destination: draft.destination !== undefined ? draft.destination : destination,
    flexibleDates: draft.flexibleDates ?? search.flexibleDates,
    travelers: draft.travelers ?? search.travelers,
    departureDate: draft.departureDate ?? search.departureDate ?? '',
  };
}

/**
 * The search a submitted form makes: the picked airports as IATA codes, the options, the date only for specific
 * dates, and the current cabin. `null` when no airport is picked (spec 01 §5: the validation message).
 */
export function submittedSearch(search: HomeSearchParams, values: SearchFormValues): HomeSearchParams | null {
  if (!values.origin && !values.destination) return null;
  return {
    origin: values.origin?.iataCode,
    destination: values.destination?.iataCode,
    flexibleDates: values.flexibleDates,
    travelers: values.travelers,
    cabin: search.cabin,
    departureDate: values.flexibleDates === 'specific-dates' && values.departureDate ? values.departureDate : undefined,
  };
}

/**
 * The draft once the search changed (submitted, or Back): everything follows the new search, except a picked
 * airport that is still the search's, which stays rather than blanking while the lookup answers again.
 */
export function draftForSearch(draft: SearchDraft, search: HomeSearchParams): SearchDraft {
  const keep = (airport: AirportSuggestion | null | undefined, place: string | undefined) =>
    airport && airport.iataCode === place?.toUpperCase() ? airport : undefined;
  return { origin: keep(draft.origin, search.origin), destination: keep(draft.destination, search.destination) };
}
