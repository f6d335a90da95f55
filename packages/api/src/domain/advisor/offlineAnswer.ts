import type { AdvisorSource, FlightSearchResponse } from '@farewise/contracts';
import { formatUsd } from '../planner/formatUsd';
import type { ParsedQuestion } from './parseQuestion';

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
  'I can answer questions about a route or a city, such as “When is the cheapest time to fly from New York to Paris?” or “Is now a good time to book London?”: the cheapest month to fly, today’s lowest fare and how it compares. Name a city or an airport code and I will look it up.';

/**
 * The offline advisor's answer about one route (AI issue), written only from the flight search's figures, each cited:
 * today's lowest fare [1], the best month to fly [2] and what flying then saves [3]. The sentence it leads with
 * follows the intent: the cheapest time, whether to buy now, or a summary. When the question names a month, the
 * price calendar's cheapest day in it follows [4]. Every figure is a source's `value` or label, so the answer passes
 * the grounding check by construction.
 */
export function routeAnswer(
  question: ParsedQuestion,
  { origin, destination, search, cheapestDay }: RouteFacts,
): AdvisorAnswer {
  const route = `${origin.name} → ${destination.name}`;
  const href = `/?origin=${origin.code}&destination=${destination.code}`;
  const { lowest } = search.priceStats;
  const { month, savings } = search.recommendations;
  const sources: AdvisorSource[] = [
    { id: 1, kind: 'fare', label: `Lowest fare ${route} today, per person`, value: formatUsd(lowest), href },
    { id: 2, kind: 'best-month', label: `Best month to fly ${route}`, value: month, href },
    {
      id: 3,
      kind: 'best-month',
      label: `Saving when flying ${route} in the best month`,
      value: formatUsd(savings),
      href,
    },
  ];
  const monthName = month.split(' ')[0]!;
  const best = `${monthName} is the cheapest month to fly ${route} [2], about ${formatUsd(savings)} less than other months [3]`;
  const today = `today's lowest fare is ${formatUsd(lowest)} per person [1]`;
  let response: string;
  if (question.intent === 'buy-now') {
    response = `If you can travel in ${monthName}, waiting for it pays: ${best}. If your dates are fixed, ${today}.`;
  } else if (question.intent === 'cheapest-time') {
    response = `${best}. For comparison, ${today}.`;
  } else {
    response = `For ${route}, ${today}. ${best}.`;
  }
  if (cheapestDay) {
    const [year, monthNumber] = cheapestDay.month.split('-').map(Number);
    const day = new Date(Date.UTC(year!, monthNumber! - 1, Number(cheapestDay.date.slice(8))));
    const named = day.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    sources.push({
      id: 4,
      kind: 'calendar',
      label: `Cheapest day to fly ${route} on ${named}`,
      value: formatUsd(cheapestDay.price),
      href: `/travel-calendar?origin=${origin.code}&destination=${destination.code}&month=${cheapestDay.month}`,
    });
    response += ` In ${named.split(' ')[0]}, the cheapest day to fly is ${named}, from ${formatUsd(cheapestDay.price)} [4].`;
  }
  return { response, sources };
}

/** The answer to a question naming no place we know: what the advisor can do, with no figures and no sources. */
export function unplacedAnswer(): AdvisorAnswer {
  return { response: `I could not tell which place you mean. ${ADVISOR_HELP}`, sources: [] };
}

/** The trips a question asks about: one route, two destinations to compare from one origin, or none. */
export type AdvisorPlan =
  | { kind: 'route'; origin: string; destination: string }
  | { kind: 'compare'; origin: string; destinations: [string, string] }
  | { kind: 'budget' }
  | { kind: 'unplaced' };

/**
 * What to look up for a question (pure): a comparison of the first two places not named as the start, from the
 * place named with "from" (else `home`); a route from the first place to the second, or from `home` to the one
 * place named; destinations within budget for a "where can I go for $X" question (their fares are from New York,
 * whatever the question's start); else nothing.
 */
export function advisorPlan(question: ParsedQuestion, home: string): AdvisorPlan {
  const origin = question.places.find((place) => place.from)?.code ?? home;
  const ends = question.places.filter((place) => !place.from && place.code !== origin).map((place) => place.code);
  if (question.intent === 'compare' && ends.length >= 2) {
    return { kind: 'compare', origin, destinations: [ends[0]!, ends[1]!] };
  }
  if (ends.length > 0) return { kind: 'route', origin, destination: ends[0]! };
  if (question.intent === 'where-for-budget' && question.budget) return { kind: 'budget' };
  return { kind: 'unplaced' };
}

/**
 * Two destinations compared from one origin (AI issue, "compare A vs B"): today's lowest fare of each [1] [2] and
 * each one's best month [3] [4], the cheaper named first. USD per person.
 */
export function compareAnswer(first: RouteFacts, second: RouteFacts): AdvisorAnswer {
  const [cheap, dear] =
    first.search.priceStats.lowest <= second.search.priceStats.lowest ? [first, second] : [second, first];
  const source = (id: number, kind: AdvisorSource['kind'], facts: RouteFacts, label: string, value: string) => ({
    id,
    kind,
    label: `${label} ${facts.origin.name} → ${facts.destination.name}`,
    value,
    href: `/?origin=${facts.origin.code}&destination=${facts.destination.code}`,
  });
  const sources: AdvisorSource[] = [
    source(1, 'fare', cheap, 'Lowest fare today, per person,', formatUsd(cheap.search.priceStats.lowest)),
    source(2, 'fare', dear, 'Lowest fare today, per person,', formatUsd(dear.search.priceStats.lowest)),
    source(3, 'best-month', cheap, 'Best month to fly', cheap.search.recommendations.month),
    source(4, 'best-month', dear, 'Best month to fly', dear.search.recommendations.month),
  ];
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

/**
 * "Where can I go for $X" (AI issue): up to three destinations whose round trip per person fits the budget (a total
 * budget is split between the travellers named), cheapest first, each cited with its destination page; when none
 * fits, the cheapest there is. USD.
 */
export function budgetAnswer(
  question: ParsedQuestion,
  originName: string,
  destinations: readonly PricedDestination[],
): AdvisorAnswer {
  const budget = question.budget!;
  const perPerson = budget.perPerson ? budget.usd : budget.usd / (question.travelers ?? 1);
  const byFare = [...destinations].sort((a, b) => a.fare - b.fare);
  const fitting = byFare.filter((d) => d.fare <= perPerson).slice(0, 3);
  const shown = fitting.length > 0 ? fitting : byFare.slice(0, 1);
  const sources: AdvisorSource[] = shown.map((d, i) => ({
    id: i + 1,
    kind: 'destination',
    label: `Round trip ${originName} → ${d.city}, ${d.country}, per person`,
    value: formatUsd(d.fare),
    href: `/destination/${d.id}`,
  }));
  const listed = shown.map((d, i) => `${d.city} from ${sources[i]!.value} [${i + 1}]`).join(', ');
  const response =
    fitting.length > 0
      ? `Round trips from ${originName} that fit your budget per person: ${listed}.`
      : `None of our destinations fits that budget from ${originName} yet; the cheapest is ${listed}.`;
  return { response, sources };
}
