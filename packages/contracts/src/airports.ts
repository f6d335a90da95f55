import { z } from 'zod/mini';
import { AIRPORT_SEARCH } from './constants';

/** Query of `GET /api/airports/search` (spec 01 §7): `q`, 2–64 characters after trimming. */
export const AirportSearchQuery = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(AIRPORT_SEARCH.minChars, `Search text must be at least ${AIRPORT_SEARCH.minChars} characters`),
      z.maxLength(AIRPORT_SEARCH.maxChars, `Search text must be at most ${AIRPORT_SEARCH.maxChars} characters`),
    ),
});
export type AirportSearchQuery = z.infer<typeof AirportSearchQuery>;

/** One airport (or metropolitan city code) as the server answers it (spec 01 §7). */
/**
 * What an IATA code stands for, as Duffel's places name it: `airport`, or `city` for a metropolitan-area code such as
 * NYC or LON that stands for all of a city's airports. Absent means an airport.
 */
export const PlaceType = z.enum(['airport', 'city']);
export type PlaceType = z.infer<typeof PlaceType>;

export const AirportResult = z.object({
  iataCode: z.string().check(z.length(3)),
  name: z.string(),
  type: z.optional(PlaceType),
  address: z.object({ cityName: z.string(), countryName: z.string(), countryCode: z.string().check(z.length(2)) }),
});
export type AirportResult = z.infer<typeof AirportResult>;

/** Response of `GET /api/airports/search`. */
export const AirportSearchResponse = z.object({ data: z.array(AirportResult) });
export type AirportSearchResponse = z.infer<typeof AirportSearchResponse>;

/** The client-side airport suggestion (spec 01 §3), flattened from the server's address. */
export const AirportSuggestion = z.object({
  iataCode: z.string().check(z.length(3)),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string().check(z.length(2)),
  type: z.optional(PlaceType),
});
export type AirportSuggestion = z.infer<typeof AirportSuggestion>;

/**
 * A form's airport field: `null` until a suggestion is picked, which fails with `message`. The output is typed as
 * the picked suggestion, so a submitted form needs no null check.
 */
export const pickedAirport = (message: string) =>
  z.pipe(
    z.nullable(AirportSuggestion),
    z.custom<AirportSuggestion, AirportSuggestion | null>((airport) => airport !== null, message),
  );
