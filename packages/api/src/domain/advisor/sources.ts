import {
  stayNights,
  type AdvisorSource,
  type BudgetEstimate,
  type HotelResult,
  type PriceHistoryResponse,
} from '@farewise/contracts';
import type { Stay } from '../hotels/offers';
import { formatUsd } from '../planner/formatUsd';
import type { PricedDestination, RouteFacts } from './offlineAnswer';
import type { UnnumberedSource } from './sourceLedger';

/**
 * The advisors' sources (AI issue), one builder per kind: what a figure is (its label), the figure (its value) and the
 * page that shows it (its href). The offline advisor and the OpenAI-compatible advisor's tools both build their
 * sources here, so a figure has the same label and link whichever advisor answers. Labels name the days, nights and
 * months a figure is for, so an answer may state them and pass the grounding check. Pure; USD.
 */

/** A place as answers name it: its IATA code and the name the answer uses. */
export type Place = RouteFacts['origin'];

/** "1 night", "3 nights": a count with its noun. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** An ISO date as answers name it: `2027-03-09` is "March 9". */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A query string with each value URI-encoded (a space is `%20`, which the app's routes read back as a space). */
const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');

/**
 * The flight search for a route, the page that shows its fare, best month and price history: on the search's own
 * date (Flexible Dates "specific-dates" with no date is the default date; the page's own default, anytime this year,
 * would show the year's cheapest dates instead).
 */
const flightSearchHref = (origin: Place, destination: Place) =>
  `/?${query({ origin: origin.code, destination: destination.code, flexibleDates: 'specific-dates' })}`;

/** Sources numbered from `first` on, in order, for an answer that cites them by itself (no ledger). */
export function numbered(sources: readonly UnnumberedSource[], first = 1): AdvisorSource[] {
  return sources.map((source, i) => ({ id: first + i, ...source }));
}

/**
 * The flight search's figures for a route (kinds `fare` and `best-month`), each linking that search: the cheapest
 * fare booked today for the search's date, per person (its "Current price"), the forecast's best month to fly, and
 * what flying then saves against today's fare. In that order.
 */
export function routeSources({ origin, destination, search }: Omit<RouteFacts, 'cheapestDay'>): UnnumberedSource[] {
  const route = `${origin.name} → ${destination.name}`;
  const href = flightSearchHref(origin, destination);
  return [
    {
      kind: 'fare',
      label: `Cheapest fare ${route} booked today, per person`,
      value: formatUsd(search.priceStats.current),
      href,
    },
    { kind: 'best-month', label: `Best month to fly ${route}`, value: search.recommendations.month, href },
    {
      kind: 'best-month',
      label: `Saving against today's fare when flying ${route} in the best month`,
      value: formatUsd(search.recommendations.savings),
      href,
    },
  ];
}

/**
 * A price calendar's cheapest day (kind `calendar`): the day named in the label, the fare per person as the value,
 * and the travel calendar of that route and month (`YYYY-MM`) as the page that shows it.
 */
export function calendarSource(
  origin: Place,
  destination: Place,
  day: NonNullable<RouteFacts['cheapestDay']>,
): UnnumberedSource {
  return {
    kind: 'calendar',
    label: `Cheapest day to fly ${origin.name} → ${destination.name} on ${longDate(day.date)}`,
    value: formatUsd(day.price),
    href: `/travel-calendar?${query({ origin: origin.code, destination: destination.code, month: day.month })}`,
  };
}

/** A catalogue destination (kind `destination`): its round trip from `originName` per person, linking its page. */
export function destinationSource(originName: string, destination: PricedDestination): UnnumberedSource {
  return {
    kind: 'destination',
    label: `Round trip ${originName} → ${destination.city}, ${destination.country}, per person`,
    value: formatUsd(destination.fare),
    href: `/destination/${destination.id}`,
  };
}

/** The place a hotel search was for: its `name` as labels give it, and the `destination` the search was asked with. */
export interface HotelPlace {
  name: string;
  /** An IATA code or a city's name, as `GET /api/hotels/search` takes it. */
  destination: string;
}

const HOTEL_RANKS = ['Cheapest', 'Second cheapest', 'Third cheapest'] as const;

/** "3 nights from June 10 for 4 guests in 2 rooms": the stay a hotel rate is for. */
export function stayOf({ checkInDate, checkOutDate, guests, rooms }: Stay): string {
  const party = `${plural(guests, 'guest')}${rooms > 1 ? ` in ${plural(rooms, 'room')}` : ''}`;
  return `${plural(stayNights(checkInDate, checkOutDate), 'night')} from ${longDate(checkInDate)} for ${party}`;
}

/**
 * A hotel search's figures (kind `hotel-rate`), each linking the hotels search for the same place, dates, guests and
 * rooms, whose results (cheapest first) show them: the rate per room per night of each of the `limit` cheapest hotels
 * (1–3), then the cheapest one's total for the whole stay. The labels name the nights, the check-in day and the
 * party. `hotels` are the search's results, cheapest first; none, no sources.
 */
export function hotelRateSources(
  place: HotelPlace,
  stay: Stay,
  hotels: readonly Pick<HotelResult, 'hotelName' | 'price'>[],
  limit = 1,
): UnnumberedSource[] {
  const { checkInDate, checkOutDate, guests, rooms } = stay;
  const href = `/hotels?${query({ destination: place.destination, checkInDate, checkOutDate, guests, rooms })}`;
  const stayText = stayOf(stay);
  const cheapest = hotels.slice(0, Math.min(limit, HOTEL_RANKS.length));
  const [first] = cheapest;
  if (!first) return [];
  return [
    ...cheapest.map((hotel, i) => ({
      kind: 'hotel-rate' as const,
      label: `${HOTEL_RANKS[i]} hotel in ${place.name}, ${stayText}: ${hotel.hotelName}, per room per night`,
      value: formatUsd(hotel.price.perNight),
      href,
    })),
    {
      kind: 'hotel-rate',
      label: `${first.hotelName}, ${place.name}, ${stayText}: the whole stay`,
      value: formatUsd(first.price.total),
      href,
    },
  ];
}

/** "7 days in Lisbon for 2 travelers, mid-range": the trip an estimate is for. */
export const tripOf = ({ duration, destination, travelers, travelStyle }: BudgetEstimate) =>
  `${plural(duration, 'day')} in ${destination} for ${plural(travelers, 'traveler')}, ${travelStyle}`;

/**
 * A budget calculator estimate's figures (kind `budget`), each linking the calculator filled in with the same inputs:
 * the trip's total, then per person, then per day (the total over the days, flights included). The labels name the
 * days; `note` is added to the total's label (what an answer also says of it).
 */
export function budgetSources(estimate: BudgetEstimate, note = ''): UnnumberedSource[] {
  const { destination, duration, travelers, travelStyle } = estimate;
  const href = `/budget-calculator?${query({ destination, duration, travelers, travelStyle })}`;
  const trip = `Budget calculator: ${tripOf(estimate)}`;
  return [
    { kind: 'budget', label: `${trip}, total${note}`, value: formatUsd(estimate.total), href },
    { kind: 'budget', label: `${trip}, per person`, value: formatUsd(estimate.perPerson), href },
    {
      kind: 'budget',
      label: `${trip}, per day, flights included`,
      value: formatUsd(estimate.dailyAverage),
      href,
    },
  ];
}

/**
 * A route's price history (kind `price-history`, `GET /api/price-history/{route}`, charted under the flight search's
 * results), both linking that flight search: the past year's typical fare range per person, its label saying where
 * today's fares sit (low, typical or high), and the forecast's buy-or-wait advice with the chance that waiting pays off for the
 * departure the history was asked about.
 */
export function historySources(
  origin: Place,
  destination: Place,
  { typicalRange, verdict, advice }: Pick<PriceHistoryResponse, 'typicalRange' | 'verdict' | 'advice'>,
): UnnumberedSource[] {
  const route = `${origin.name} → ${destination.name}`;
  const href = flightSearchHref(origin, destination);
  return [
    {
      kind: 'price-history',
      label: `Typical fare range ${route} over the past year, per person; today's fares are ${verdict}`,
      value: `${formatUsd(typicalRange.low)}–${formatUsd(typicalRange.high)}`,
      href,
    },
    {
      kind: 'price-history',
      label: `Buy or wait: the forecast for a ${route} departure on ${longDate(advice.departureDate)}`,
      value: `${advice.action === 'buy' ? 'Buy now' : 'Wait'}, ${advice.waitChance}% chance waiting pays off`,
      href,
    },
  ];
}
