import { addDays, addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';
import {
  DEFAULT_DESTINATION,
  DEFAULT_ORIGIN,
  type AirportSuggestion,
  type FlexibleSearchFields,
  type FlexibleSearchSubmission,
  type FlexibleSearchParams,
  type FlexibleSearchRequest,
  type PriceGridQuery,
  type Weekday,
} from '@farewise/contracts';
import { countOptions } from '../../primitives/Select/countOptions';

/** Fares are offered up to 11 months ahead: this month and the next 11 (help center content, spec 02 §9). */
const MONTHS_OFFERED = 12;

/** The months a search may ask for, from today's: `YYYY-MM` values and `May 2026` labels. */
export function monthOptions(today: string): { value: string; label: string }[] {
  const first = parseISO(`${today.slice(0, 7)}-01`);
  return Array.from({ length: MONTHS_OFFERED }, (_, i) => {
    const month = addMonths(first, i);
    return { value: format(month, 'yyyy-MM'), label: format(month, 'MMMM yyyy') };
  });
}

/** The month searched when a link names none: next month (spec 01 §3's default, for today). */
export const defaultMonth = (today: string) => format(addMonths(parseISO(`${today.slice(0, 7)}-01`), 1), 'yyyy-MM');

/** The flexibility choices (spec 01 §9). */
export const FLEXIBILITY_OPTIONS = [
  { value: 'low', label: '± 2 days' },
  { value: 'medium', label: '± 1 week' },
  { value: 'high', label: 'Entire month' },
] as const;

/** The weekday toggles, Monday first. */
export const WEEKDAY_OPTIONS = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
] as const satisfies readonly { value: Weekday; label: string }[];

/** Travelers 1–9 (spec 01 §5). */
export const TRAVELER_COUNT_OPTIONS = countOptions(1, 9, 'traveler');

/** The form showing a search, with the airports the links' codes or names resolved to. */
export function formValues(
  search: FlexibleSearchParams,
  origin: AirportSuggestion | null,
  destination: AirportSuggestion | null,
  today: string,
): FlexibleSearchFields {
  return {
    origin,
    destination,
    departureMonth: search.departureMonth ?? defaultMonth(today),
    isRoundTrip: search.isRoundTrip,
    tripNights: search.tripNights,
    travelers: search.travelers,
    flexibilityLevel: search.flexibilityLevel,
    preferredDays: search.preferredDays,
    maxPrice: search.maxPrice,
  };
}

/** The search a valid form submits: airports as IATA codes; a changed month drops a date from the old one. */
export function submittedSearch(
  values: FlexibleSearchSubmission,
  previous: FlexibleSearchParams,
): FlexibleSearchParams {
  return {
    origin: values.origin!.iataCode,
    destination: values.destination!.iataCode,
    departureMonth: values.departureMonth,
    departureDate: previous.departureDate?.startsWith(values.departureMonth) ? previous.departureDate : undefined,
    isRoundTrip: values.isRoundTrip,
    tripNights: values.tripNights,
    travelers: values.travelers,
    flexibilityLevel: values.flexibilityLevel,
    preferredDays: values.preferredDays,
    maxPrice: values.maxPrice,
  };
}

/**
 * The request for a search (spec 01 §3): the airports resolved to IATA codes, NYC and PAR when a link names none,
 * and next month when it names no month.
 */
export function flexibleRequest(
  search: FlexibleSearchParams,
  origin: string | null,
  destination: string | null,
  today: string,
): FlexibleSearchRequest {
  return {
    origin: origin ?? DEFAULT_ORIGIN,
    destination: destination ?? DEFAULT_DESTINATION,
    departureMonth: search.departureMonth ?? defaultMonth(today),
    ...(search.departureDate ? { departureDate: search.departureDate } : {}),
    isRoundTrip: search.isRoundTrip,
    tripNights: search.tripNights,
    travelers: search.travelers,
    flexibilityLevel: search.flexibilityLevel,
    preferredDays: search.preferredDays,
    ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
  };
}

/** Nights between two ISO dates. */
export const nightsBetween = (departureDate: string, returnDate: string) =>
  differenceInCalendarDays(parseISO(returnDate), parseISO(departureDate));

/** The round trip a date grid centres on: `departureDate` and the return `tripNights` later; null one way or undated. */
export function gridTrip(request: FlexibleSearchRequest, departureDate: string | undefined): PriceGridQuery | null {
  if (request.isRoundTrip === false || !departureDate) return null;
  return {
    origin: request.origin!,
    destination: request.destination!,
    departureDate,
    returnDate: format(addDays(parseISO(departureDate), request.tripNights ?? 7), 'yyyy-MM-dd'),
  };
}
