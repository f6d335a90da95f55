import { randomBernoulli, randomInt, randomLcg, randomLogNormal, randomNormal, randomUniform } from 'd3-random';
import { toCents, type SimulatedTrip } from './trip';

/**
 * The `random-walk` variant: the first fare simulator of `pnpm bench:forecast`, kept as a variant. Each trip is a
 * route of its own and draws:
 * - a base fare (log-normal, median about USD 330);
 * - a trend (a slow drift per day, either way);
 * - seasonality in the day of search (weekly sales mid-week);
 * - an advance-purchase shape (a shallow dip five to nine weeks out, a climb in the last three weeks);
 * - random-walk noise with a volatility of its own;
 * - demand shocks (sudden moves of about ±12 % that fade over days);
 * - fare-bucket jumps as departure nears (cheap buckets selling out at 28, 21, 14, 10, 7 and 3 days).
 * Horizons run 60–120 days. Hidden state per day: the advance-purchase shape, the bucket jumps so far, the shock and
 * the trip's volatility, all in log fare.
 */
export function simulateRandomWalk(count: number, seed: number): SimulatedTrip[] {
  const source = randomLcg(seed);
  const uniform = randomUniform.source(source);
  const normal = randomNormal.source(source);
  const bernoulli = randomBernoulli.source(source);
  const horizonDays = randomInt.source(source)(60, 121);
  const baseFare = randomLogNormal.source(source)(Math.log(330), 0.55);

  return Array.from({ length: count }, (_, route) => {
    const horizon = horizonDays();
    const base = Math.min(2500, Math.max(60, baseFare()));
    const drift = normal(0, 0.0015)();
    const weeklyAmplitude = uniform(0, 0.04)();
    const weekdayOffset = Math.floor(uniform(0, 7)());
    const volatility = uniform(0.006, 0.03)();
    const dipDepth = uniform(0.03, 0.14)();
    const dipCentre = uniform(35, 63)();
    const lateClimb = uniform(0.15, 0.6)();
    const shockChance = uniform(0.01, 0.05)();
    const jumps = new Map(
      [28, 21, 14, 10, 7, 3].map((days) => [days, bernoulli(0.55)() ? uniform(0.04, 0.22)() : 0] as const),
    );

    let walk = 0;
    let shock = 0;
    let shockFade = 1;
    let buckets = 0;
    const fares: number[] = [];
    const hidden: number[][] = [];
    for (let d = horizon; d >= 1; d -= 1) {
      walk += drift + normal(0, volatility)();
      shock *= shockFade;
      if (bernoulli(shockChance)()) {
        shock += normal(uniform(0, 1)() < 0.6 ? 0.12 : -0.12, 0.04)();
        shockFade = Math.exp(-Math.LN2 / uniform(2, 10)());
      }
      buckets += jumps.get(d) ?? 0;
      const day = (horizon - d + weekdayOffset) % 7;
      const weekly = day === 1 || day === 2 ? -weeklyAmplitude : weeklyAmplitude / 3;
      const advance = -dipDepth * Math.exp(-(((d - dipCentre) / 18) ** 2)) + lateClimb * Math.exp(-d / 8);
      fares.push(toCents(base * Math.exp(walk + shock + buckets + weekly + advance)));
      hidden.push([advance, buckets, shock, volatility]);
    }
    return { route, horizon, departureDay: Math.floor(uniform(0, 365)()), firstWeekday: weekdayOffset, fares, hidden };
  });
}
