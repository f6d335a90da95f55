import { DateTime } from 'luxon';
import {
  DEFAULT_ORIGIN,
  type Destination,
  type QuestionnaireAnswers,
  type QuestionnaireResponse,
} from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { DomainError } from '../domain/errors';
import type { DestinationRepository } from '../repositories/destinations';
import type { FareModel } from './fareModel';
import { recommendDestinations } from './questionnaire';

/** The curated destinations and the questionnaire's recommendations over them (spec 01 §4, §7; spec 02 §7). */
export class DestinationService {
  constructor(
    private readonly destinations: DestinationRepository,
    private readonly airports: AirportIndex,
    private readonly fares: FareModel,
    private readonly now: () => Date,
  ) {}

  /** Every curated destination, in display order (`GET /api/destinations`). */
  list(): Promise<Destination[]> {
    return this.destinations.list();
  }

  /**
   * Up to six destinations ranked for the five questionnaire answers, priced in USD from `origin` (default NYC)
   * as of today (`GET /api/questionnaire/5`).
   * @throws DomainError Invalid `unknown_airport` when the origin is unknown.
   */
  async recommend(answers: QuestionnaireAnswers, origin = DEFAULT_ORIGIN): Promise<QuestionnaireResponse> {
    const home = this.airports.get(origin);
    if (!home) throw new DomainError('Invalid', 'unknown_airport', `Unknown airport code: ${origin}`);
    const today = DateTime.fromJSDate(this.now(), { zone: 'utc' }).toISODate()!;
    const recommendations = recommendDestinations(
      answers,
      home,
      await this.destinations.list(),
      this.airports,
      this.fares,
      today,
    );
    return { recommendations };
  }
}
