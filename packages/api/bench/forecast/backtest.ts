import { adviseBooking, type BookingAdvice } from '../../src/domain/forecast/advice';
import type { SimulatedTrip } from '../../src/simulation/trip';

/** A booking policy: given the fares so far and the days left, buy today or wait. */
export type Policy = (fares: readonly number[], daysToDeparture: number) => BookingAdvice;

/** What a policy did over many trips, in the measures of Etzioni et al. (KDD 2003) and the Brier score. */
export interface BacktestResult {
  trips: number;
  /** Savings against buying on the first day, as a share of what perfect foresight would have saved. */
  capturedShare: number;
  /** Share of trips where the policy paid no more than buying on the first day. */
  noWorseShare: number;
  /** Mean saving per trip in USD against buying on the first day (negative: a loss). */
  meanSaving: number;
  /** Mean squared error of the stated confidence against whether the advice was right (0 is perfect). */
  brier: number;
  /** Share of daily advices that were "wait". */
  waitShare: number;
}

/** A fare this much lower within the look-ahead makes "wait" right and "buy" wrong. */
const MEANINGFUL_DROP = 0.03;
const LOOKAHEAD_DAYS = 14;

/**
 * Runs a policy over simulated trips: each day it sees the fares so far and either buys or waits; on the last day
 * it must buy. Each daily advice is scored for the Brier score: "wait" is right when a fare at least 3 % lower comes
 * within 14 days, "buy" when none does.
 */
export function backtest(trips: readonly SimulatedTrip[], policy: Policy = adviseBooking): BacktestResult {
  let saved = 0;
  let possible = 0;
  let noWorse = 0;
  let brierSum = 0;
  let advices = 0;
  let waits = 0;
  for (const { horizon, fares } of trips) {
    const first = fares[0]!;
    let paid = fares.at(-1)!;
    for (let i = 0; i < fares.length; i += 1) {
      const advice = policy(fares.slice(0, i + 1), horizon - i);
      const ahead = fares.slice(i + 1, i + 1 + LOOKAHEAD_DAYS);
      const dropComes = ahead.some((fare) => fare <= fares[i]! * (1 - MEANINGFUL_DROP));
      const right = advice.action === 'wait' ? dropComes : !dropComes;
      brierSum += (advice.confidence / 100 - (right ? 1 : 0)) ** 2;
      advices += 1;
      if (advice.action === 'wait') waits += 1;
      if (advice.action === 'buy') {
        paid = fares[i]!;
        break;
      }
    }
    saved += first - paid;
    possible += first - Math.min(...fares);
    if (paid <= first) noWorse += 1;
  }
  return {
    trips: trips.length,
    capturedShare: possible > 0 ? saved / possible : 0,
    noWorseShare: noWorse / trips.length,
    meanSaving: saved / trips.length,
    brier: brierSum / advices,
    waitShare: waits / advices,
  };
}
