import type { Destination, SmartQueryRequest, SmartQueryResponse } from '@farewise/contracts';
import type { Logger } from 'pino';
import { fold, type AirportIndex } from '../domain/airports/AirportIndex';
import { ungroundedFigures } from '../domain/advisor/grounding';
import {
  advisorPlan,
  budgetAnswer,
  compareAnswer,
  routeAnswer,
  unplacedAnswer,
  type AdvisorAnswer,
  type RouteFacts,
} from '../domain/advisor/offlineAnswer';
import { parseQuestion, type ParsedQuestion } from '../domain/advisor/parseQuestion';
import { DomainError } from '../domain/errors';
import type { DestinationService } from './DestinationService';
import type { FlightService } from './FlightService';
import { namedPlace, routeFacts } from './routeFacts';

/** Where a trip starts when the question does not say: New York, where the destination fares are from (README). */
const HOME = 'NYC';

/**
 * The offline AI travel advisor (AI issue): no model, no network. It reads the question (`parseQuestion`), decides
 * what to look up (`advisorPlan`), calls the flight search and the destinations in-process, and writes an answer
 * whose every figure cites a source.
 */
export class AdvisorService {
  constructor(
    private readonly deps: {
      airports: AirportIndex;
      flights: FlightService;
      destinations: DestinationService;
      logger: Logger;
      now: () => Date;
    },
  ) {}

  /**
   * How the question's phrases resolve to IATA codes: an upper-case code we know; a catalogue destination's name or
   * city ("Bali", "Cancun"); else an airport city of that name. Accents and case aside.
   */
  private lookup(destinations: readonly Destination[]): (phrase: string) => string | undefined {
    const named = new Map(
      destinations.flatMap((d) => [[fold(d.name), d.iataCode] as const, [fold(d.city), d.iataCode] as const]),
    );
    return (phrase) => {
      if (/^[A-Z]{3}$/.test(phrase)) return this.deps.airports.get(phrase)?.iataCode;
      if (phrase.length < 3) return undefined;
      const known = named.get(fold(phrase));
      if (known) return known;
      const [hit] = this.deps.airports.search(phrase, 1);
      return hit && fold(hit.city) === fold(phrase) ? hit.iataCode : undefined;
    };
  }

  private route(origin: string, destination: string): Promise<RouteFacts> {
    return routeFacts(this.deps, origin, destination);
  }

  private async write(question: ParsedQuestion, destinations: readonly Destination[]): Promise<AdvisorAnswer> {
    const plan = advisorPlan(question, HOME);
    switch (plan.kind) {
      case 'route': {
        const facts = await this.route(plan.origin, plan.destination);
        const [month] = question.months;
        return routeAnswer(question, {
          ...facts,
          cheapestDay: month === undefined ? undefined : this.cheapestDay(plan.origin, plan.destination, month),
        });
      }
      case 'compare': {
        const [first, second] = plan.destinations;
        return compareAnswer(await this.route(plan.origin, first), await this.route(plan.origin, second));
      }
      case 'budget': {
        const priced = destinations.map(({ id, city, country, averagePrice }) => ({
          id,
          city,
          country,
          fare: Number(averagePrice),
        }));
        return budgetAnswer(question, namedPlace(this.deps.airports, HOME).name, priced);
      }
      case 'unplaced':
        return unplacedAnswer();
    }
  }

  /**
   * `POST /api/ai/smart-query`: the answer with its sources. The profile's budget (USD per person) and travelers fill
   * in what the question does not say. A question that names no known place (and no budget to spend) gets what the
   * advisor can help with, and no figures.
   * @throws DomainError as the flight search does (an unknown route).
   */
  async answer({ query, userContext }: SmartQueryRequest): Promise<SmartQueryResponse> {
    const destinations = await this.deps.destinations.list();
    const question = parseQuestion(query, this.lookup(destinations));
    // What the question leaves out, the traveller's profile says: its budget is USD per person (spec 01 §3).
    const profileBudget = userContext?.budget ? { usd: userContext.budget, perPerson: true } : null;
    const answer = await this.write(
      {
        ...question,
        budget: question.budget ?? profileBudget,
        travelers: question.travelers ?? userContext?.travelers ?? null,
      },
      destinations,
    );
    const ungrounded = ungroundedFigures(answer.response, answer.sources);
    // By construction this is empty; if a change ever breaks that, the log says so rather than the traveller.
    if (ungrounded.length > 0) this.deps.logger.error({ ungrounded }, 'advisor answer states figures without a source');
    return answer;
  }

  /**
   * The price calendar's cheapest day of `month` (1–12) for a route: the month's next occurrence, this one included;
   * undefined when the calendar has no fare that month (or refuses the route).
   */
  private cheapestDay(origin: string, destination: string, month: number): RouteFacts['cheapestDay'] {
    const today = this.deps.now();
    const year = today.getUTCFullYear() + (month < today.getUTCMonth() + 1 ? 1 : 0);
    const key = `${year}-${String(month).padStart(2, '0')}`;
    try {
      const [best] = this.deps.flights.priceCalendar({ origin, destination, month: key }).topDeals;
      return best?.price != null ? { month: key, date: best.date, price: best.price } : undefined;
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  }
}
