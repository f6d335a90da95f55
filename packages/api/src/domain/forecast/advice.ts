import { median, standardDeviation } from 'simple-statistics';
import { advanceFactor } from '../pricing/factors';

/** Buy today, or wait for a lower fare; `confidence` in percent (50–95). */
export interface BookingAdvice {
  action: 'buy' | 'wait';
  confidence: number;
}

/** Inside this many days of departure, cheap fare buckets start to sell out: waiting rarely pays. */
export const LAST_CALL_DAYS = 28;
/** How far ahead the advice looks for a lower fare, in days: far enough to see the advance-purchase low. */
const LOOKAHEAD_DAYS = 60;
/** How many past days the volatility is read from. */
const WINDOW_DAYS = 28;
/** A move this many daily standard deviations away from the week's median is a shock, expected to fade. */
const SHOCK_SIGMAS = 2.5;
const SHOCK_WINDOW_DAYS = 7;
/** A shock fades with this time constant (days). */
const REVERSION_DAYS = 7;

/**
 * The expected change in log fare over the next `k` days for each k up to `horizon`: the typical advance-purchase
 * shape of fares (falling toward 6–8 weeks out, rising after; spec 01 §9), plus the fade of a sudden move (a demand
 * shock) back toward the week's median. Ordinary day-to-day moves are treated as a random walk: they say nothing
 * about tomorrow, so they are not extrapolated.
 */
function expectedPath(logFares: number[], volatility: number, daysToDeparture: number, horizon: number): number[] {
  const deviation = logFares.at(-1)! - median(logFares.slice(-SHOCK_WINDOW_DAYS));
  const shock = Math.abs(deviation) > SHOCK_SIGMAS * volatility ? deviation : 0;
  const advanceToday = Math.log(advanceFactor(daysToDeparture));
  return Array.from({ length: horizon }, (_, i) => {
    const k = i + 1;
    const advance = Math.log(advanceFactor(daysToDeparture - k)) - advanceToday;
    return advance - shock * (1 - Math.exp(-k / REVERSION_DAYS));
  });
}

/**
 * Whether to book a trip today or wait (issue "flight search", forecast): wait when the fare is expected to fall
 * before the last four weeks, and never inside them. The expected path combines the advance-purchase curve with the
 * fade of recent shocks. Confidence grows with the expected saving (or rise) measured against the random walk's
 * spread over the look-ahead.
 * The approach follows Etzioni et al., "To buy or not to buy: mining airfare data to minimize ticket purchase price"
 * (KDD 2003); it is judged by `pnpm bench:forecast` against a separate fare simulator.
 * @param fares the trip's lowest fare in USD on each day so far, oldest first, ending today; at least one.
 * @param daysToDeparture whole days from today to departure.
 * @throws RangeError when `fares` is empty.
 */
export function adviseBooking(fares: readonly number[], daysToDeparture: number): BookingAdvice {
  if (!fares.length) throw new RangeError('adviseBooking needs at least today’s fare');
  const horizon = Math.min(LOOKAHEAD_DAYS, daysToDeparture - LAST_CALL_DAYS);
  if (horizon < 1) {
    return { action: 'buy', confidence: Math.round(Math.min(95, 70 + (LAST_CALL_DAYS - daysToDeparture) * 2)) };
  }
  const logFares = fares.slice(-WINDOW_DAYS).map(Math.log);
  const returns = logFares.slice(1).map((value, i) => value - logFares[i]!);
  const volatility = returns.length >= 3 ? Math.max(0.005, standardDeviation(returns)) : 0.02;
  const path = expectedPath(logFares, volatility, daysToDeparture, horizon);
  const saving = -Math.min(...path);
  // The random walk's spread over the look-ahead: an expected saving small against it is a coin flip.
  const band = volatility * Math.sqrt(horizon) + 0.02;
  const confidence = Math.round(50 + 45 * Math.min(1, Math.abs(saving) / band));
  return { action: saving > 0 ? 'wait' : 'buy', confidence };
}
