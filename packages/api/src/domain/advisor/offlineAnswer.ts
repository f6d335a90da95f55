import type { AdvisorSource, FlightSearchResponse } from '@farewise/contracts';
import type { ParsedQuestion } from './parseQuestion';
import { calendarSource, destinationSource, longDate, numbered, routeSources } from './sources';

/** A route the question names, with the flight search's answer for it (fares USD per person). */
export interface RouteFacts {
  origin: { code: string; name: string };
  destination: { code: string; name: string };
  search: FlightSearchResponse;
  /** The cheapest day of the month the question names, from the price calendar, when it names one with fares. */
  cheapestDay?: { month: string; date: string; price: number };
}

/** The answer text and the sources it cites, `[n]` being source `n`. */
export interface AdvisorAnswer {
  response: string;
  sources: AdvisorSource[];
}

/** What the offline advisor can answer, for a question it cannot place. */
export const ADVISOR_HELP =
  'I can answer questions about a route, a city or a region, such as “When is the cheapest time to fly from New York to Paris?”, “Is now a good time to book London?” or “Where in Europe is cheapest this summer?”: the cheapest month and day to fly, today’s fare and whether to book now, hotel rates, how long to stay and what a trip costs, or where a budget takes you. Name a city, an airport code, a country or a region and I will look it up.';

/**
 * The offline advisor's answer about one route (AI issue), written only from the flight search's figures, each cited:
 * the cheapest fare booked today for the flight search's date [1] (its "Current price"), the best month to fly [2]
 * and what flying then saves against that fare [3]. The sentence it leads with
 * follows the intent: the cheapest time, whether to buy now, or a summary. When the question names a month, the
 * price calendar's cheapest day in it follows [4]. Every figure is a source's `value` or label, so the answer passes
 * the grounding check by construction.
 */
export function routeAnswer(
  question: ParsedQuestion,
  { origin, destination, search, cheapestDay }: RouteFacts,
): AdvisorAnswer {
  const route = `${origin.name} → ${destination.name}`;
  const sources = numbered(routeSources({ origin, destination, search }));
  const [fare, month, saving] = sources;
  const monthName = month!.value.split(' ')[0]!;
  const best = `${monthName} is the cheapest month to fly ${route} [2], about ${saving!.value} less than today's fare [3]`;
  const today = `a ticket booked today costs from ${fare!.value} per person [1]`;
  let response: string;
  if (question.intent === 'buy-now') {
    response = `If you can travel in ${monthName}, waiting for it pays: ${best}. If your dates are fixed, ${today}.`;
  } else if (question.intent === 'cheapest-time') {
    response = `${best}. For comparison, ${today}.`;
  } else {
    response = `For ${route}, ${today}. ${best}.`;
  }
  if (cheapestDay) {
    const named = longDate(cheapestDay.date);
    const [day] = numbered([calendarSource(origin, destination, cheapestDay)], 4);
    sources.push(day!);
    response += ` In ${named.split(' ')[0]}, the cheapest day to fly is ${named}, from ${day!.value} [4].`;
  }
  return { response, sources };
}

/**
 * Parts of an answer joined into one, in order: their sentences one after the other, their sources numbered on, each
 * part's `[n]` renumbered to match. Each part numbers its own sources from 1.
 */
export function joinAnswers(...parts: readonly AdvisorAnswer[]): AdvisorAnswer {
  const sources: AdvisorSource[] = [];
  const sentences: string[] = [];
  for (const part of parts) {
    const offset = sources.length;
    sources.push(...part.sources.map((source) => ({ ...source, id: source.id + offset })));
    sentences.push(part.response.replace(/\[(\d+)\]/g, (_, n: string) => `[${Number(n) + offset}]`));
  }
  return { response: sentences.join(' '), sources };
}

/** The answer to a question naming no place we know: what the advisor can do, with no figures and no sources. */
export function unplacedAnswer(): AdvisorAnswer {
  return { response: `I could not tell which place you mean. ${ADVISOR_HELP}`, sources: [] };
}

/**
 * The trips a question asks about: one route, two destinations to compare from one origin, the destinations of a
 * region (by its name, as the question's region names it), destinations within a budget, or none.
 */
export type AdvisorPlan =
  | { kind: 'route'; origin: string; destination: string }
  | { kind: 'compare'; origin: string; destinations: [string, string] }
  | { kind: 'region'; origin: string; region: string }
  | { kind: 'budget' }
  | { kind: 'unplaced' };

/**
 * What to look up for a question (pure): a comparison of the first two places not named as the start, from the
 * place named with "from" (else `home`); a route from the place named with "from" to the first other place, else
 * from the first place to the second ("LAX to HNL"), else from `home` to the one place named; the destinations of
 * the region or country it names ("cheapest place in Europe in May"), from the same start; destinations within
 * budget for a "where can I go for $X" question (their fares are from New York, whatever the question's start);
 * else nothing.
 */
export function advisorPlan(question: ParsedQuestion, home: string): AdvisorPlan {
  const [first, second] = question.places;
  const pair = question.intent !== 'compare' && second !== undefined;
  const origin = question.places.find((place) => place.from)?.code ?? (pair ? first!.code : home);
  const ends = question.places.filter((place) => !place.from && place.code !== origin).map((place) => place.code);
  if (question.intent === 'compare' && ends.length >= 2) {
    return { kind: 'compare', origin, destinations: [ends[0]!, ends[1]!] };
  }
  if (ends.length > 0) return { kind: 'route', origin, destination: ends[0]! };
  if (question.region) return { kind: 'region', origin, region: question.region.name };
  if (question.intent === 'where-for-budget' && question.budget) return { kind: 'budget' };
  return { kind: 'unplaced' };
}

/**
 * Two destinations compared from one origin (AI issue, "compare A vs B"): the cheapest fare booked today of each [1] [2] and
 * each one's best month [3] [4], the cheaper named first. USD per person.
 */
export function compareAnswer(first: RouteFacts, second: RouteFacts): AdvisorAnswer {
  const [cheap, dear] =
    first.search.priceStats.current <= second.search.priceStats.current ? [first, second] : [second, first];
  // Each route's fare and best month, as the route's own answer cites them: the fares first, then the months.
  const [cheapFare, cheapMonth] = routeSources(cheap);
  const [dearFare, dearMonth] = routeSources(dear);
  const sources = numbered([cheapFare!, dearFare!, cheapMonth!, dearMonth!]);
  const month = (facts: RouteFacts) => facts.search.recommendations.month.split(' ')[0]!;
  const response =
    `From ${cheap.origin.name}, ${cheap.destination.name} is the cheaper trip today: ${sources[0]!.value} per person [1], ` +
    `against ${sources[1]!.value} for ${dear.destination.name} [2]. ` +
    `The cheapest month to fly is ${month(cheap)} for ${cheap.destination.name} [3] and ${month(dear)} for ${dear.destination.name} [4].`;
  return { response, sources };
}

/** A destination with its round-trip fare from the origin, USD per person. */
export interface PricedDestination {
  id: string;
  city: string;
  country: string;
  fare: number;
}

/** "Mexico City from $380 [1], Lisbon from $520 [2]": each listed destination with its cited figure. */
const listed = (names: readonly string[], sources: readonly AdvisorSource[]) =>
  names.map((name, i) => `${name} from ${sources[i]!.value} [${sources[i]!.id}]`).join(', ');

/**
 * "Where can I go for $X" (AI issue): up to three destinations whose round trip per person fits the budget (a total
 * budget is split between the travellers named), cheapest first, each cited with its destination page; when none
 * fits, the cheapest there is. `question.budget` must be set. `where` names the region the destinations were chosen from, if any. USD.
 */
export function budgetAnswer(
  question: Pick<ParsedQuestion, 'budget' | 'travelers'>,
  originName: string,
  destinations: readonly PricedDestination[],
  where?: string,
): AdvisorAnswer {
  const budget = question.budget!;
  const perPerson = budget.perPerson ? budget.usd : budget.usd / (question.travelers ?? 1);
  const byFare = [...destinations].sort((a, b) => a.fare - b.fare);
  const fitting = byFare.filter((d) => d.fare <= perPerson).slice(0, 3);
  const shown = fitting.length > 0 ? fitting : byFare.slice(0, 1);
  const sources = numbered(shown.map((d) => destinationSource(originName, d)));
  const list = listed(
    shown.map((d) => d.city),
    sources,
  );
  const response =
    fitting.length > 0
      ? `Round trips from ${originName}${where ? ` to ${where}` : ''} that fit your budget per person: ${list}.`
      : `None of our destinations${where ? ` in ${where}` : ''} fits that budget from ${originName} yet; the cheapest is ${list}.`;
  return { response, sources };
}

/**
 * The cheapest catalogue destinations of a region (AI issue, "Europe"-style regions): up to three, cheapest round
 * trip per person first, each cited with its destination page. USD, from `originName` (New York: the catalogue's
 * fares are from there).
 */
export function regionAnswer(
  region: string,
  originName: string,
  destinations: readonly PricedDestination[],
): AdvisorAnswer {
  const shown = [...destinations].sort((a, b) => a.fare - b.fare).slice(0, 3);
  const sources = numbered(shown.map((d) => destinationSource(originName, d)));
  const response = `The cheapest of our destinations in ${region} from ${originName}, round trip per person: ${listed(
    shown.map((d) => d.city),
    sources,
  )}.`;
  return { response, sources };
}

/** A destination's cheapest day to fly in a month, from the price calendar: USD per person. */
export interface DestinationDay {
  destination: RouteFacts['destination'];
  day: NonNullable<RouteFacts['cheapestDay']>;
}

/**
 * The cheapest places of a region to fly to in a month (AI issue: "cheapest place in Europe in May"): up to three
 * destinations by their price calendar's cheapest day that month, cheapest first, each cited with its travel
 * calendar. USD per person, from `origin`.
 */
export function regionMonthAnswer(
  region: string,
  origin: RouteFacts['origin'],
  days: readonly DestinationDay[],
): AdvisorAnswer {
  const shown = [...days].sort((a, b) => a.day.price - b.day.price).slice(0, 3);
  const sources = numbered(shown.map(({ destination, day }) => calendarSource(origin, destination, day)));
  const month = longDate(shown[0]!.day.date).split(' ')[0]!;
  const list = shown
    .map(
      ({ destination, day }, i) => `${destination.name} from ${sources[i]!.value} on ${longDate(day.date)} [${i + 1}]`,
    )
    .join(', ');
  return { response: `The cheapest places in ${region} to fly to from ${origin.name} in ${month}: ${list}.`, sources };
}

/** The answer for a region none of our destinations is in: what the advisor can do, with no figures. */
export function emptyRegionAnswer(region: string): AdvisorAnswer {
  return { response: `None of our destinations is in ${region} yet. ${ADVISOR_HELP}`, sources: [] };
}
