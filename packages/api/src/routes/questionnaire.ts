import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { DEFAULT_ORIGIN, endpoints } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { mount } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { DestinationRepository } from '../repositories/destinations';
import type { FareModel } from '../services/fareModel';
import { recommendDestinations } from '../services/questionnaire';

/**
 * `GET /api/questionnaire/5?preferences={json}&origin=` (spec 01 §7): up to six destinations ranked for the five
 * answers, priced from `origin` (default NYC). 400 when preferences are not JSON, miss a step or name an unknown
 * option, when the step is not 5, or when the origin is unknown.
 */
export function questionnaireRoutes(
  router: Router,
  destinations: DestinationRepository,
  airports: AirportIndex,
  fares: FareModel,
  now: () => Date,
): void {
  mount(router, endpoints.questionnaire, async ({ query }) => {
    const code = query.origin ?? DEFAULT_ORIGIN;
    const home = airports.get(code);
    if (!home) throw new HttpError(400, 'unknown_airport', `Unknown airport code: ${code}`);
    const today = DateTime.fromJSDate(now(), { zone: 'utc' }).toISODate()!;
    const recommendations = recommendDestinations(
      query.preferences,
      home,
      await destinations.list(),
      airports,
      fares,
      today,
    );
    return { recommendations };
  });
}
