/**
 * One simulated trip: the lowest fare in USD quoted for one departure on each day from the first search until the
 * day before departure.
 */
export interface SimulatedTrip {
  /** The route the departure is on; trips of one route share its parameters. */
  route: number;
  /** Days to departure on the first day of `fares`. */
  horizon: number;
  /** The departure's day of the year, 0 (1 January) to 364. */
  departureDay: number;
  /** Day of the week of the first search, 0 (Monday) to 6. */
  firstWeekday: number;
  /** `fares[i]` is the fare `horizon - i` days before departure, USD. */
  fares: number[];
  /**
   * The simulator's hidden state on each day, parallel to `fares`: what an advisor told every simulator parameter
   * knows and a real one never sees (the known-parameters baseline of `pnpm bench:forecast`).
   */
  hidden: number[][];
}

/** A fare simulator: `count` trips drawn from a seed, the same trips for the same seed. */
export type FareSimulator = (count: number, seed: number) => SimulatedTrip[];

/** A departure's month, 0 (January) to 11, from its day of the year. */
export const monthOfDay = (day: number) => Math.min(11, Math.floor(day / (365 / 12)));

/** Cents, as fares are quoted. */
export const toCents = (usd: number) => Math.round(usd * 100) / 100;
