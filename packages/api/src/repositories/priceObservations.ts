import { and, between, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { priceObservations } from '../db/schema';

/** One observed lowest fare: route `NYC-PAR`, ISO dates, fare in USD. */
export interface PriceObservation {
  route: string;
  observedOn: string;
  departureDate: string;
  lowestFare: number;
}

/** Stores and reads the lowest fares searches observed. */
const observationKey = (o: PriceObservation) => `${o.route} ${o.observedOn} ${o.departureDate}`;

export class PriceObservationRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records searches' lowest fares in one statement, keeping the lower of each and any earlier one for the same
   * route, search day and departure day. Keys must be distinct within one call. Safe with several writers.
   */
  async recordAll(observations: readonly PriceObservation[]): Promise<void> {
    if (observations.length === 0) return;
    // One key order for every writer: two processes upserting the same keys lock them in the same order, so they
    // wait for each other instead of deadlocking.
    const ordered = [...observations].sort((a, b) => observationKey(a).localeCompare(observationKey(b)));
    await this.db
      .insert(priceObservations)
      .values(ordered)
      .onConflictDoUpdate({
        target: [priceObservations.route, priceObservations.observedOn, priceObservations.departureDate],
        set: {
          lowestFare: sql`least(${priceObservations.lowestFare}, excluded.lowest_fare)`,
          searches: sql`${priceObservations.searches} + 1`,
        },
      });
  }

  /**
   * The lowest observed fare per search day for a route, from `since` (ISO date) on, of departures `lead.min` to
   * `lead.max` days (both included) after the search day.
   */
  async lowestByDay(route: string, since: string, lead: { min: number; max: number }): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ day: priceObservations.observedOn, fare: sql<number>`min(${priceObservations.lowestFare})` })
      .from(priceObservations)
      .where(
        and(
          eq(priceObservations.route, route),
          gte(priceObservations.observedOn, since),
          between(sql`${priceObservations.departureDate} - ${priceObservations.observedOn}`, lead.min, lead.max),
        ),
      )
      .groupBy(priceObservations.observedOn);
    return new Map(rows.map((row) => [row.day, Number(row.fare)]));
  }

  /**
   * The observations of some routes observed on or after `since`, of departures from `departures.since` to
   * `departures.until` (ISO dates, both included).
   */
  async forDepartures(
    routes: readonly string[],
    since: string,
    departures: { since: string; until: string },
  ): Promise<PriceObservation[]> {
    if (routes.length === 0) return [];
    const rows = await this.db
      .select({
        route: priceObservations.route,
        observedOn: priceObservations.observedOn,
        departureDate: priceObservations.departureDate,
        lowestFare: priceObservations.lowestFare,
      })
      .from(priceObservations)
      .where(
        and(
          inArray(priceObservations.route, [...routes]),
          gte(priceObservations.observedOn, since),
          between(priceObservations.departureDate, departures.since, departures.until),
        ),
      );
    return rows.map((row) => ({ ...row, lowestFare: Number(row.lowestFare) }));
  }
}
