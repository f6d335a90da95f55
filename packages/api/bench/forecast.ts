// `pnpm bench:forecast`: the booking advice back-tested on simulated trips from a fare simulator with dynamics of
// its own. Prints the measures of Etzioni et al. (KDD 2003) for the advice and for two simple baselines.
import { backtest, type Policy } from './forecast/backtest';
import { simulateRandomWalk as simulateTrips } from '../src/simulation/randomWalk';
import { LAST_CALL_DAYS } from '../src/domain/forecast/advice';

const TRIPS = Number(process.env.FORECAST_TRIPS ?? 5000);
const SEED = Number(process.env.FORECAST_SEED ?? 20261121);

const buyAtOnce: Policy = () => ({ action: 'buy', confidence: 50 });
const waitForLastCall: Policy = (_fares, days) => ({ action: days > LAST_CALL_DAYS ? 'wait' : 'buy', confidence: 50 });

const trips = simulateTrips(TRIPS, SEED);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const rows = [
  ['Farewise advice', backtest(trips)],
  ['baseline: buy at once', backtest(trips, buyAtOnce)],
  [`baseline: wait until ${LAST_CALL_DAYS} days out`, backtest(trips, waitForLastCall)],
] as const;

console.log(`Back-test on ${TRIPS} simulated trips (seed ${SEED})`);
console.log('policy'.padEnd(34), 'captured', 'no worse', 'mean saving', 'Brier', 'wait days');
for (const [name, result] of rows) {
  console.log(
    name.padEnd(34),
    percent(result.capturedShare).padStart(8),
    percent(result.noWorseShare).padStart(8),
    `$${result.meanSaving.toFixed(2)}`.padStart(11),
    result.brier.toFixed(3).padStart(5),
    percent(result.waitShare).padStart(9),
  );
}
const [, advice] = rows[0];
console.log(
  `(a) share of perfect-foresight savings captured: ${percent(advice.capturedShare)} (goal ≥ 62 %; Hamlet 61.8 %)`,
);
console.log(`(b) advice no worse than buying at once: ${percent(advice.noWorseShare)} (goal ≥ 95 %)`);
console.log(`(c) Brier score of the stated confidence: ${advice.brier.toFixed(3)} (0 is perfect; 0.25 is a coin flip)`);
