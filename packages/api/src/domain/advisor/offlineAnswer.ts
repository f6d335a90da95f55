import type { AdvisorSource, FlightSearchResponse } from '@farewise/contracts';
import { formatUsd } from '../planner/formatUsd';
import type { ParsedQuestion } from './parseQuestion';

/** A route the question names, with the flight search's answer for it (fares USD per person). */
export interface RouteFacts {
  origin: { code: string; name: string };
  destination: { code: string; name: string };
  search: FlightSearchResponse;
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
 * follows the intent: the cheapest time, whether to buy now, or a summary. Every figure is a source's `value`, so the
 * answer passes the grounding check by construction.
 */
export function routeAnswer(question: ParsedQuestion, { origin, destination, search }: RouteFacts): AdvisorAnswer {
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
  return { response, sources };
}

/** The answer to a question naming no place we know: what the advisor can do, with no figures and no sources. */
export function unplacedAnswer(): AdvisorAnswer {
  return { response: `I could not tell which place you mean. ${ADVISOR_HELP}`, sources: [] };
}
