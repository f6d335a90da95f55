import type { z } from 'zod';
import type { endpoints, PriceAlert, UpdatePriceAlertRequest, User } from '@farewise/contracts';
import { requireSelf, requireSignedIn } from '../domain/access';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { resolveAirportPair } from '../domain/airports/airportPair';
import { DomainError } from '../domain/errors';
import type { PriceAlertRepository } from '../repositories/priceAlerts';
import { routeFare } from './alertEvaluator';
import type { FareModel } from './fareModel';

/** A parsed `POST /api/price-alerts` body: from home results, or from the alerts page. */
export type CreateAlertBody = z.output<typeof endpoints.createPriceAlert.body>;

/** Both create bodies as one alert: home's `{ route, targetPrice, active }` is a `below` alert at 10 %. */
function alertTerms(body: CreateAlertBody) {
  if ('route' in body) {
    const [origin = '', destination = ''] = body.route.split(/\s*(?:->|-|→)\s*/);
    return {
      origin,
      destination,
      targetPrice: Number(body.targetPrice),
      alertType: 'below' as const,
      dropPercentage: 10,
      isActive: body.active,
    };
  }
  return { ...body, isActive: true };
}

const notFound = (id: number) => new DomainError('NotFound', 'not_found', `No price alert ${id}`);

/**
 * Each user's price alerts (spec 01 §7, spec 02 price alerts). Another user's alert is NotFound, so its id tells
 * nothing; the list of another user's alerts is Forbidden (see `requireSelf`).
 */
export class PriceAlertService {
  constructor(
    private readonly alerts: PriceAlertRepository,
    private readonly airports: AirportIndex,
    private readonly fares: FareModel,
    private readonly now: () => Date,
  ) {}

  /**
   * Creates an alert from home results or the alerts page (`POST /api/price-alerts`), with today's route fare
   * (USD) as its current and reference price. Idempotent: when the viewer already has the same alert (same route,
   * type and target, see `sameAlert`), that one is answered with `created: false` and nothing is stored, so a
   * retried import of local alerts makes no duplicates.
   * @throws DomainError Unauthenticated "Sign in to create price alerts"; Invalid for unknown or identical airports;
   * NotFound `no_flights` for a route no carrier flies.
   */
  async create(viewer: User | undefined, body: CreateAlertBody): Promise<{ alert: PriceAlert; created: boolean }> {
    const user = requireSignedIn(viewer, 'Sign in to create price alerts');
    const terms = alertTerms(body);
    const [origin, destination] = resolveAirportPair(
      this.airports,
      terms.origin.toUpperCase(),
      terms.destination.toUpperCase(),
    );
    const now = this.now();
    const fare = routeFare(this.airports, this.fares, origin.iataCode, destination.iataCode, now);
    if (fare === undefined) throw new DomainError('NotFound', 'no_flights', 'No flights serve this route');
    return this.alerts.createUnlessExists(
      user.id,
      {
        ...terms,
        origin: origin.iataCode,
        destination: destination.iataCode,
        referencePrice: fare,
        currentPrice: fare,
      },
      now,
    );
  }

  /**
   * The user's alerts, newest first (`GET /api/users/{id}/price-alerts`).
   * @throws DomainError Unauthenticated when signed out, Forbidden for another user's id.
   */
  list(viewer: User | undefined, userId: number): Promise<PriceAlert[]> {
    return this.alerts.listFor(requireSelf(viewer, userId).id);
  }

  /**
   * Applies toggles and a new target (`PATCH /api/price-alerts/{id}`).
   * @throws DomainError Unauthenticated; NotFound when the alert is not the viewer's.
   */
  async update(viewer: User | undefined, id: number, change: UpdatePriceAlertRequest): Promise<PriceAlert> {
    const alert = await this.alerts.update(requireSignedIn(viewer).id, id, change);
    if (!alert) throw notFound(id);
    return alert;
  }

  /**
   * Deletes the viewer's alert (`DELETE /api/price-alerts/{id}`).
   * @throws DomainError Unauthenticated; NotFound when the alert is not the viewer's.
   */
  async delete(viewer: User | undefined, id: number): Promise<void> {
    if (!(await this.alerts.delete(requireSignedIn(viewer).id, id))) throw notFound(id);
  }
}
