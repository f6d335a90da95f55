import type { Destination, PriceHistoryResponse } from '@farewise/contracts';
import type { AirportIndex } from '../../domain/airports/AirportIndex';
import {
  budgetAnswer,
  type AdvisorAnswer,
  type PricedDestination,
  type RouteFacts,
} from '../../domain/advisor/offlineAnswer';
import type { ParsedQuestion } from '../../domain/advisor/parseQuestion';
import { inRegion, type Region } from '../../domain/advisor/regions';
import { REFERENCE_ORIGIN } from '../../domain/destinations/destinationPrice';
import { DomainError } from '../../domain/errors';
import type { DestinationService } from '../DestinationService';
import type { FlightService } from '../FlightService';
import type { HotelService } from '../HotelService';
import { namedPlace } from '../routeFacts';

/**
 * What both advisors look up the same way (AI issue): the offline advisor (`AdvisorService`) and the model's tools
 * (`AdvisorTools`) call these, so a question answered by either finds the same destinations, days and histories.
 */

/** The services both advisors call, in-process: the same ones the API serves. */
export interface AdvisorServices {
  airports: AirportIndex;
  flights: FlightService;
  destinations: DestinationService;
  hotels: HotelService;
}

/** Where the catalogue's fares are from: New York (README), so destinations within a budget are priced from there. */
export const CATALOGUE_ORIGIN = REFERENCE_ORIGIN;

/**
 * Whether `error` is a service refusing a request (a DomainError other than UpstreamFailed: an unknown airport, a
 * date out of range, a route without flights), which an answer can go without, rather than a failure.
 */
export function isRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError && error.kind !== 'UpstreamFailed';
}

/**
 * The catalogue destinations a trip from `origin` can go to, in their order: not the city it starts from nor any of
 * that city's airports (New York's JFK is no trip from NYC), and within `region` when one is given.
 */
export function destinationsFrom(
  airports: AirportIndex,
  origin: string,
  destinations: readonly Destination[],
  region?: Region,
): Destination[] {
  const home = airports.get(origin);
  return destinations.filter((d) => {
    if (d.iataCode === origin || home?.airports?.includes(d.iataCode)) return false;
    if (!region) return true;
    const airport = airports.get(d.iataCode);
    return airport !== undefined && inRegion(region, airport);
  });
}

/** A catalogue destination with its round trip from {@link CATALOGUE_ORIGIN}, USD per person. */
export const pricedDestination = ({ id, city, country, averagePrice }: Destination): PricedDestination => ({
  id,
  city,
  country,
  fare: Number(averagePrice),
});

/**
 * "Where can I go for $X" over the catalogue (see `budgetAnswer`): the destinations from {@link CATALOGUE_ORIGIN},
 * leaving out its own city, within `region` when one is given, by their catalogue round trip. `question.budget`
 * must be set.
 */
export function catalogueBudgetAnswer(
  airports: AirportIndex,
  destinations: readonly Destination[],
  question: Pick<ParsedQuestion, 'budget' | 'travelers'>,
  region?: Region,
): AdvisorAnswer {
  const priced = destinationsFrom(airports, CATALOGUE_ORIGIN, destinations, region).map(pricedDestination);
  return budgetAnswer(question, namedPlace(airports, CATALOGUE_ORIGIN).name, priced, region?.name);
}

/**
 * The price calendar's cheapest day of `month` (`YYYY-MM`) for a route, USD per person; undefined when the calendar
 * has no fare that month.
 * @throws DomainError Invalid as the price calendar does: an unknown airport, a month out of range.
 */
export function cheapestDay(
  flights: FlightService,
  origin: string,
  destination: string,
  month: string,
): RouteFacts['cheapestDay'] {
  const [best] = flights.priceCalendar({ origin, destination, month }).topDeals;
  return best?.price != null ? { month, date: best.date, price: best.price } : undefined;
}

/**
 * A route's price history (`GET /api/price-history/{route}`) with the buy-or-wait advice for `departureDate`, by
 * default the day the route's flight search is for, so the advice speaks of the fare the answer states.
 * @throws DomainError Invalid as the price history does (a departure date not after today).
 */
export function routeHistory(
  flights: FlightService,
  { origin, destination, search }: Pick<RouteFacts, 'origin' | 'destination' | 'search'>,
  departureDate = search.flights[0]?.date,
): Promise<PriceHistoryResponse> {
  return flights.priceHistory(`${origin.code}-${destination.code}`, departureDate);
}
