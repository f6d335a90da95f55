import type { SmartQueryRequest, SmartQueryResponse } from '@farewise/contracts';
import type { Logger } from 'pino';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { ungroundedFigures } from '../domain/advisor/grounding';
import { routeAnswer, unplacedAnswer } from '../domain/advisor/offlineAnswer';
import { parseQuestion } from '../domain/advisor/parseQuestion';
import type { FlightService } from './FlightService';

/** Where a question naming one place flies from: New York, as the destination prices are (README, data). */
const DEFAULT_ORIGIN = 'NYC';

/**
 * The offline AI travel advisor (AI issue): no model, no network. It reads the question (`parseQuestion`), looks the
 * route up with the flight search in-process, and writes an answer whose every figure cites a source. A question
 * naming one place flies from New York; two places are origin then destination.
 */
export class AdvisorService {
  constructor(private readonly deps: { airports: AirportIndex; flights: FlightService; logger: Logger }) {}

  /** The IATA code a phrase names: an upper-case code we know, or a city whose name it is exactly. */
  private lookup = (phrase: string): string | undefined => {
    if (/^[A-Z]{3}$/.test(phrase)) return this.deps.airports.get(phrase)?.iataCode;
    if (phrase.length < 3) return undefined;
    const [hit] = this.deps.airports.search(phrase, 1);
    return hit && hit.city.toLowerCase() === phrase.toLowerCase() ? hit.iataCode : undefined;
  };

  private place(code: string) {
    const airport = this.deps.airports.get(code);
    return { code, name: airport?.city ?? code };
  }

  /**
   * `POST /api/ai/smart-query`: the answer with its sources. A question that names no known place gets what the
   * advisor can help with, and no figures.
   * @throws DomainError as the flight search does (an unknown or identical route).
   */
  async answer({ query }: SmartQueryRequest): Promise<SmartQueryResponse> {
    const question = parseQuestion(query, this.lookup);
    const [first, second] = question.places;
    if (!first) return unplacedAnswer();
    const [origin, destination] = second ? [first.code, second.code] : [DEFAULT_ORIGIN, first.code];
    if (origin === destination) return unplacedAnswer();
    const search = await this.deps.flights.search({ origin, destination });
    const answer = routeAnswer(question, { origin: this.place(origin), destination: this.place(destination), search });
    const ungrounded = ungroundedFigures(answer.response, answer.sources);
    // By construction this is empty; if a change ever breaks that, the log says so rather than the traveller.
    if (ungrounded.length > 0) this.deps.logger.error({ ungrounded }, 'advisor answer states figures without a source');
    return answer;
  }
}
