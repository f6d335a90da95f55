import { DateTime } from 'luxon';
import type {
  AiRecommendation,
  Alternative,
  BestMonth,
  FlightSearchResponse,
  PriceCalendarResponse,
} from '@farewise/contracts';
import { formatUsd } from '../planner/formatUsd';
import type { MatchCriterion, RankedDestination, TravelProfile } from './destinationMatch';

/** A place by IATA code, with its city's name. */
export interface Place {
  code: string;
  name: string;
}

/** A route with its flight search answer (fares USD per person, one way), and why it is on the list. */
export interface RouteLead {
  origin: Place;
  destination: Place;
  search: FlightSearchResponse;
  /**
   * `saved` for a route the traveller saved a search for; `alert` for one they set a price alert on; `trending` for
   * a trending destination from New York.
   */
  why: 'saved' | 'alert' | 'trending';
  /** Tags of the route's destination (its category), if any. */
  tags: readonly string[];
}

/** How far above an alert's target (a share of it) today's fare may sit for the route to make a deal card. */
export const NEAR_TARGET = 0.1;

const WHY: Record<RouteLead['why'], (lead: RouteLead) => string> = {
  saved: () => 'You saved a search for this route',
  alert: () => 'You set a price alert on this route',
  trending: (lead) => `${lead.destination.name} is trending`,
};

const routeName = (origin: Place, destination: Place) => `${origin.name} → ${destination.name}`;

/** USD to the cent. */
const cents = (usd: number) => Math.round(usd * 100) / 100;

/** A percent to one decimal, as text: `4.5%`. */
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * The flight search page for a route (the home route's URL params), on a departure date when given, else on the
 * search's default date: Flexible Dates "specific-dates" either way, as the page's own default (anytime this year)
 * would show the year's cheapest dates instead of the figures a card quotes.
 */
export function flightSearchHref(origin: string, destination: string, departureDate?: string): string {
  const href = `/?origin=${origin}&destination=${destination}&flexibleDates=specific-dates`;
  return departureDate ? `${href}&departureDate=${departureDate}` : href;
}

/** A month as the forecast names it (`March 2027`) from `YYYY-MM`. */
export function monthLabel(month: string): string {
  return DateTime.fromFormat(month, 'yyyy-MM', { zone: 'utc' }).toFormat('LLLL yyyy', { locale: 'en-US' });
}

/** `YYYY-MM` from a month as the forecast names it (`March 2027`); undefined when it is not one. */
export function monthOf(label: string): string | undefined {
  const month = DateTime.fromFormat(label, 'LLLL yyyy', { zone: 'utc', locale: 'en-US' });
  return month.isValid ? month.toFormat('yyyy-MM') : undefined;
}

/** An ISO date as a card shows it: `Tuesday 9 March 2027`. */
const dayLabel = (date: string) =>
  DateTime.fromISO(date, { zone: 'utc' }).toFormat('cccc d LLLL yyyy', { locale: 'en-US' });

/** The fields every card about a route shares: its destination's name, its flight search and its IATA pair. */
const routeFields = (origin: Place, destination: Place, departureDate?: string) => ({
  destination: destination.name,
  href: flightSearchHref(origin.code, destination.code, departureDate),
  route: { origin: origin.code, destination: destination.code },
});

/**
 * A **timing** card (AI issue) from a route's flight search: fly in its best month to save what the forecast says.
 * `confidence` is the forecast's own confidence in that month (percent), `price` the lowest fare a search finds today
 * (`priceStats.current`) and `savings` what the best month saves against it, both USD per person. Undefined when the
 * best month saves nothing. Explore This opens the route's flight search, which shows the same figures.
 */
export function timingCard(lead: RouteLead): AiRecommendation | undefined {
  const { origin, destination, search, why, tags } = lead;
  const { month, savings, confidence } = search.recommendations;
  if (savings <= 0) return undefined;
  const route = routeName(origin, destination);
  return {
    id: `timing-${origin.code}-${destination.code}`,
    type: 'timing',
    title: `Fly ${route} in ${month.split(' ')[0]}`,
    description: `The forecast's cheapest month for ${route} is ${month}.`,
    price: search.priceStats.current,
    tripType: 'oneWay',
    savings,
    confidence,
    bestTime: month,
    reasons: [
      `Fares found today start at ${formatUsd(search.priceStats.current)} per person`,
      `Flying in ${month} saves about ${formatUsd(savings)}`,
      WHY[why](lead),
    ],
    aiInsights: `Of the next 12 months the forecast priced for ${route}, ${month} is the cheapest, with ${confidence}% confidence.`,
    tags: [...tags, why],
    ...routeFields(origin, destination),
  };
}

/**
 * A **deal** card (AI issue) from a price alert whose route's fare found today (`priceStats.current`, USD per person)
 * is at or under its target, or above it by at most {@link NEAR_TARGET} of the target; undefined otherwise. `price` is
 * that fare; `confidence` the route's forecast confidence in its best month (percent), which the insight names.
 */
export function alertDealCard(lead: RouteLead, alert: { targetPrice: number }): AiRecommendation | undefined {
  const { origin, destination, search, tags } = lead;
  const fare = search.priceStats.current;
  const target = alert.targetPrice;
  if (fare > target * (1 + NEAR_TARGET)) return undefined;
  const route = routeName(origin, destination);
  const under = fare <= target;
  const { month, confidence } = search.recommendations;
  return {
    id: `deal-alert-${origin.code}-${destination.code}`,
    type: 'deal',
    title: under
      ? `${route} has reached your target price`
      : `${route} is within ${percent((fare - target) / target)} of your target`,
    description: `Fares for ${route} found today start at ${formatUsd(fare)} per person; your price alert's target is ${formatUsd(target)}.`,
    price: fare,
    tripType: 'oneWay',
    confidence,
    reasons: [
      `Today's fare: ${formatUsd(fare)} per person`,
      `Your target: ${formatUsd(target)}`,
      under
        ? `${formatUsd(cents(target - fare))} under your target`
        : `${formatUsd(cents(fare - target))} above your target`,
      WHY.alert(lead),
    ],
    aiInsights: `The forecast's cheapest month for this route is ${month}, with ${confidence}% confidence.`,
    tags: [...tags, 'price alert'],
    ...routeFields(origin, destination),
  };
}

/**
 * A **deal** card (AI issue) from a route's price calendar: its cheapest day of the month (the first of `topDeals`,
 * one way, USD per person) when it is cheaper than the fare a search finds today; undefined otherwise. `savings` is
 * the difference, `confidence` the route's forecast confidence in its best month (percent); when the calendar's month
 * is that best month, a reason says so. Explore This opens the flight search for that day, which shows the same fare.
 */
export function calendarDealCard(
  lead: RouteLead,
  calendar: Pick<PriceCalendarResponse, 'month' | 'topDeals'>,
): AiRecommendation | undefined {
  const { origin, destination, search, why, tags } = lead;
  const day = calendar.topDeals[0];
  const today = search.priceStats.current;
  if (!day || day.price === null || day.price >= today) return undefined;
  const route = routeName(origin, destination);
  const month = monthLabel(calendar.month);
  const date = dayLabel(day.date);
  const savings = cents(today - day.price);
  return {
    id: `deal-${origin.code}-${destination.code}-${day.date}`,
    type: 'deal',
    title: `${destination.name} for ${formatUsd(day.price)} on ${date}`,
    description: `The cheapest day of ${month} to fly ${route} on the price calendar.`,
    price: day.price,
    tripType: 'oneWay',
    savings,
    confidence: search.recommendations.confidence,
    bestTime: date,
    reasons: [
      `${formatUsd(day.price)} per person one way on ${date}`,
      `${formatUsd(savings)} less than today's fare of ${formatUsd(today)}`,
      ...(month === search.recommendations.month ? [`${month} is the forecast's cheapest month for this route`] : []),
      WHY[why](lead),
    ],
    tags: [...tags, 'cheapest day', why],
    ...routeFields(origin, destination, day.date),
  };
}

/** A cheaper airport near a route's destination (from its flight search's `alternatives`), with its own forecast. */
export interface AlternativeLead {
  /** The alternative airport. */
  destination: Place;
  /** The flight search's alternative: fare to it on the same day and its saving, USD per person. */
  alternative: Alternative;
  /** The forecast of the route to the alternative airport. */
  forecast: BestMonth;
}

/** The IATA code in a flight search alternative's name (`Brussels (BRU)`); undefined without one. */
export function alternativeCode(alternative: Alternative): string | undefined {
  return /\(([A-Z]{3})\)$/.exec(alternative.name)?.[1];
}

/**
 * A **route** card (AI issue) from a cheaper alternative to a route the traveller searched: fly into the nearby
 * airport instead. `price` is the fare to it and `savings` its saving on the same day (USD per person, from the
 * searched route's `alternatives`); `confidence` is the forecast's confidence in the best month of the route to the
 * alternative airport (percent). Explore This opens that route's flight search.
 */
export function routeCard(lead: RouteLead, { destination, alternative, forecast }: AlternativeLead): AiRecommendation {
  const { origin, search, why, tags } = lead;
  const instead = lead.destination.name;
  const route = routeName(origin, destination);
  return {
    id: `route-${origin.code}-${destination.code}`,
    type: 'route',
    title: `Fly ${route} instead of ${instead}`,
    description: `${alternative.description}: fares from ${formatUsd(alternative.price)} per person, ${formatUsd(alternative.savings)} less than to ${instead} on the same day.`,
    price: alternative.price,
    tripType: 'oneWay',
    savings: alternative.savings,
    confidence: forecast.confidence,
    reasons: [
      `Fares to ${instead} found today start at ${formatUsd(search.priceStats.current)} per person`,
      `${destination.name}: ${formatUsd(alternative.price)} on the same day`,
      alternative.description,
      WHY[why](lead),
    ],
    aiInsights: `The forecast's cheapest month for ${route} is ${forecast.month}, with ${forecast.confidence}% confidence.`,
    tags: [...tags, 'nearby airport', why],
    ...routeFields(origin, destination),
  };
}

/** What each match criterion is called in a destination card's insight. */
const CRITERIA: Record<MatchCriterion, string> = {
  budget: 'budget',
  interests: 'interests',
  trending: 'trending',
  fareTrend: 'fare trend',
};

/**
 * A **destination** card (AI issue) from the catalogue: `confidence` is the profile match score (see
 * `destinationMatch`, 0–100), `price` the round trip from `home` (the destination's `averagePrice`, USD per person).
 * It has no `route`, so Save keeps it as a favourite destination by its `destination` name; Explore This opens the
 * destination page. The reasons are the facts it was scored on.
 */
export function destinationCard(
  { destination: d, match }: RankedDestination,
  profile: TravelProfile,
  home: Place,
): AiRecommendation {
  const change = Math.abs(match.fareChange);
  const points = match.points.map(({ criterion, weight, points }) => `${CRITERIA[criterion]} ${points}/${weight}`);
  return {
    id: `destination-${d.id}`,
    type: 'destination',
    title: `Discover ${d.name}, ${d.country}`,
    description: d.description,
    destination: d.name,
    price: match.fare,
    tripType: 'roundTrip',
    confidence: match.score,
    reasons: [
      `Round trip from ${home.name} from ${formatUsd(match.fare)} per person`,
      ...(match.withinBudget === undefined || profile.budgetMax === undefined
        ? []
        : [`${match.withinBudget ? 'Within' : 'Above'} your budget of up to ${formatUsd(profile.budgetMax)}`]),
      ...(match.sharedWith ? [`A ${d.category} destination, like ${match.sharedWith.name} in your favourites`] : []),
      ...(d.trending ? [`${d.name} is trending`] : []),
      match.fareChange === 0
        ? 'Fares unchanged on a month ago'
        : `Fares ${match.fareChange < 0 ? 'down' : 'up'} ${change}% on a month ago`,
    ],
    aiInsights: `Match score ${match.score}% from points for ${points.join(', ')}.`,
    tags: [
      d.category,
      ...(d.trending ? ['trending'] : []),
      ...(match.withinBudget ? ['in budget'] : []),
      ...(match.sharedWith ? ['your interests'] : []),
    ],
    href: `/destination/${d.id}`,
  };
}

/** A card with the IATA code of the place it is about, so that general cards do not repeat a place. */
export interface Candidate {
  card: AiRecommendation;
  place: string;
}

/** One kind of card, in its own order; `general` ones (not from the traveller's own data) never repeat a place. */
export interface CardQueue {
  general: boolean;
  candidates: readonly (Candidate | undefined)[];
}

/**
 * The list of cards: one from each queue in turn (so every kind with data shows), each queue in its own order, at most
 * `limit`. A card whose id is already listed is skipped, and so is a general card about a place already listed.
 * Deterministic: the same queues give the same list.
 */
export function mixCards(queues: readonly CardQueue[], limit: number): AiRecommendation[] {
  const cards: AiRecommendation[] = [];
  const ids = new Set<string>();
  const places = new Set<string>();
  const remaining = queues.map(({ general, candidates }) => ({
    general,
    candidates: candidates.filter((candidate) => candidate !== undefined),
  }));
  let added = true;
  while (added && cards.length < limit) {
    added = false;
    for (const queue of remaining) {
      if (cards.length === limit) break;
      const index = queue.candidates.findIndex(
        ({ card, place }) => !ids.has(card.id) && !(queue.general && places.has(place)),
      );
      if (index < 0) continue;
      const { card, place } = queue.candidates[index]!;
      queue.candidates.splice(0, index + 1);
      cards.push(card);
      ids.add(card.id);
      places.add(place);
      added = true;
    }
  }
  return cards;
}
