import { DateTime } from 'luxon';
import {
  BUDGET_TYPICAL_SHARES,
  HOTELS,
  calculateBudget,
  type BudgetEstimate,
  type BudgetInput,
  type HotelResult,
} from '@farewise/contracts';
import type { Stay } from '../hotels/offers';
import type { AdvisorAnswer, RouteFacts } from './offlineAnswer';
import type { AdvisorStyle, ParsedQuestion } from './parseQuestion';
import { budgetSources, hotelRateSources, numbered, plural, stayOf, tripOf } from './sources';

/**
 * The parts of the offline advisor's answers about a stay (AI issue): the hotel rate for the stay a question implies,
 * the budget calculator's total for a trip, and how long to stay. Pure; the hotel search and the budget calculator
 * are called by the service, and every figure here is one of their answers. USD.
 */

/**
 * The stay a question implies, from `checkInDate` (ISO): as many nights as its days less one (a week is 6 nights),
 * else the hotels page's default of 3, at most 30; its travelers as guests (1 when unsaid, at most 6), two to a room
 * (at most 4 rooms).
 */
export function impliedStay(question: Pick<ParsedQuestion, 'days' | 'travelers'>, checkInDate: string): Stay {
  const clamp = (n: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, n));
  const nights = question.days ? clamp(question.days - 1, { min: 1, max: HOTELS.maxNights }) : HOTELS.defaultNights;
  const guests = clamp(question.travelers ?? 1, HOTELS.guests);
  return {
    checkInDate,
    checkOutDate: DateTime.fromISO(checkInDate, { zone: 'utc' }).plus({ days: nights }).toISODate()!,
    guests,
    rooms: clamp(Math.ceil(guests / 2), HOTELS.rooms),
  };
}

/**
 * The cheapest hotel for a stay (AI issue, source kind `hotel-rate`): its rate per room per night [1] and its total
 * for the stay [2], both linking the hotels search for the same place, dates, guests and rooms, whose first result
 * (sorted by price, the default) is this hotel. `hotel` is the hotel search's first result.
 */
export function hotelAnswer(
  place: RouteFacts['destination'],
  stay: Stay,
  hotel: Pick<HotelResult, 'hotelName' | 'price'>,
): AdvisorAnswer {
  const sources = numbered(hotelRateSources({ name: place.name, destination: place.code }, stay, [hotel]));
  const perNight = stay.rooms > 1 ? 'a room a night' : 'a night';
  const response = `The cheapest hotel in ${place.name} for ${stayOf(stay)} is ${hotel.hotelName}, at ${sources[0]!.value} ${perNight} [1] and ${sources[1]!.value} for the stay [2].`;
  return { response, sources };
}

/** The budget calculator's travel style for the Ask AI profile's (spec 01 §2): moderate is mid-range. */
export function budgetStyle(style: AdvisorStyle | null | undefined): BudgetInput['travelStyle'] {
  return style === 'budget' ? 'budget' : style === 'luxury' ? 'luxury' : 'mid-range';
}

/** The budget calculator's leisure estimate for a trip: destination as answers name it, days, travelers, style. */
export function tripEstimate(
  destination: string,
  days: number,
  travelers: number,
  style: BudgetInput['travelStyle'],
): BudgetEstimate {
  return calculateBudget({ destination, duration: days, travelers, travelStyle: style, tripType: 'leisure' });
}

/** The budget calculator's total for a trip, the first of its {@link budgetSources}: the figure these answers cite. */
const totalOf = (estimate: BudgetEstimate, note?: string) => budgetSources(estimate, note)[0]!;

/**
 * A trip's total from the budget calculator (AI issue: a question with a duration and a budget cites the budget
 * tool) [1], and whether it fits the budget the question (or the profile) states: per person times the travelers,
 * or the total as said. The budget itself is not restated, so the answer states no figure the sources do not.
 */
export function tripBudgetAnswer(
  estimate: BudgetEstimate,
  budget: NonNullable<ParsedQuestion['budget']>,
): AdvisorAnswer {
  const limit = budget.perPerson ? budget.usd * estimate.travelers : budget.usd;
  const sources = numbered([totalOf(estimate)]);
  const fits = estimate.total <= limit ? 'which fits your budget' : 'which is more than your budget';
  return {
    response: `The budget calculator puts ${tripOf(estimate)}, at ${sources[0]!.value} in all, its own flight estimate included [1], ${fits}.`,
    sources,
  };
}

/** The share of a trip's money flights typically take, percent (spec 02 §9). */
export const FLIGHT_SHARE = BUDGET_TYPICAL_SHARES.flights;
/** The shortest and longest stays the advisor suggests, in days. */
export const STAY_DAYS = { min: 3, max: 21 } as const;

/**
 * What a day at the destination costs one traveler in USD, by the budget calculator: hotel, food, local transport,
 * activities and shopping at the style's level and the destination's cost level, flights left out.
 */
export function dailyCost(destination: string, style: BudgetInput['travelStyle']): number {
  const day = tripEstimate(destination, 1, 1, style);
  return day.total - day.categories.find((category) => category.name === 'flights')!.amount;
}

/**
 * How long to stay (AI issue): the fewest whole days for which the round-trip fare is at most {@link FLIGHT_SHARE}
 * percent of the trip's cost (the fare plus `dailyCost` per day), within {@link STAY_DAYS}. A far, dear flight
 * earns a longer stay; a short hop to an expensive city, a short one.
 * @param roundTrip the round-trip fare per person, USD.
 * @param perDay what a day there costs per person, USD (see {@link dailyCost}); positive.
 */
export function suggestedStay(roundTrip: number, perDay: number): number {
  const days = Math.ceil((roundTrip * (100 - FLIGHT_SHARE)) / FLIGHT_SHARE / perDay - 1e-9);
  return Math.min(STAY_DAYS.max, Math.max(STAY_DAYS.min, days));
}

/**
 * "How long should we stay in X?" (AI issue): the suggested stay (see {@link suggestedStay}) with the budget
 * calculator's total for it [1]; and, when the question has a length in mind that differs, the total for that length
 * too [2] and how it compares. `suggested` and `asked` are the calculator's estimates for those lengths.
 */
export function stayAnswer(
  origin: RouteFacts['origin'],
  suggested: BudgetEstimate,
  asked?: BudgetEstimate,
): AdvisorAnswer {
  const days = plural(suggested.duration, 'day');
  const capped = suggested.duration === STAY_DAYS.max;
  const sources = numbered([totalOf(suggested, `; flights typically ${FLIGHT_SHARE}% of a trip's cost`)]);
  const why = capped
    ? `even that long, the round-trip fare from ${origin.name} stays above ${FLIGHT_SHARE}% of the trip's cost, the share flights typically take [1], and we suggest no longer`
    : `that is when the round-trip fare from ${origin.name} comes to at most ${FLIGHT_SHARE}% of the trip's cost, the share flights typically take [1]`;
  let response =
    `About ${days} suits ${suggested.destination}: ${why}. ` +
    `The budget calculator puts ${tripOf(suggested)}, at ${sources[0]!.value} in all [1].`;
  if (asked && asked.duration !== suggested.duration) {
    sources.push(...numbered([totalOf(asked)], 2));
    const compared = asked.duration < suggested.duration ? 'shorter' : 'longer';
    response += ` The ${plural(asked.duration, 'day')} you have in mind come to ${sources[1]!.value} [2], ${compared} than we would suggest.`;
  } else if (asked) {
    response += ' That is just the length you have in mind.';
  }
  return { response, sources };
}
