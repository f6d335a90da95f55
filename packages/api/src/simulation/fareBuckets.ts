import { randomInt, randomLcg, randomLogNormal, randomNormal, randomUniform } from 'd3-random';
import { monthOfDay, toCents, type SimulatedTrip } from './trip';

/** How a fare-bucket simulation differs from the default one. */
export interface FareBucketOptions {
  /** Scales every move, the bucket step and the depth of fare sales: 1 by default, 2 volatile, 0.5 calm. */
  volatility: number;
  /** The first search comes between these days before departure, drawn log-uniformly (more searches nearer). */
  horizon: { min: number; max: number };
  /** A fare sale hits all of a route's departures on the same calendar days, instead of each departure its own. */
  sharedShock: boolean;
}

/** The default simulator's options. */
export const DEFAULT_BUCKET_OPTIONS: FareBucketOptions = {
  volatility: 1,
  horizon: { min: 21, max: 330 },
  sharedShock: false,
};

const DEPARTURES_PER_ROUTE = 20;
/** Advance-purchase fences: inside each, the cheaper fare classes close for good (buckets above the target's). */
const FENCES = [21, 14, 7, 3] as const;
/** Inside this many days, seats sell faster each day, up to 7 times the usual pace the day before departure. */
const RUSH_DAYS = 14;
/** Fare sales need advance purchase: none inside this many days. */
const SALE_MIN_DAYS = 21;
/** A search day is this many calendar days before the departure at most: the sale calendar's span. */
const CALENDAR_DAYS = 365 + 330;

interface Route {
  baseFare: number;
  demand: number;
  carriers: number;
  seasonPeak: number;
  seasonAmplitude: number;
  /** Log fare between neighbouring buckets. */
  step: number;
  /** Buckets the target falls per 100 days from 330 to 100 days out: booking very early costs more. */
  farSlope: number;
  /** Chance a fare sale starts on a given day. */
  saleRate: number;
  /** Sale depth (log) on each calendar day, for `sharedShock`. */
  calendar?: Float64Array;
}

type Draw = () => number;

/**
 * Fares that move in steps between fare buckets as inventory sells, the way airline revenue management prices a
 * flight, rather than in a random walk. It imports nothing from the Farewise pricing model or advisor, so the
 * back-test does not grade the advisor on its own assumptions.
 *
 * Each route (20 departures) shares a base fare, demand, a season with its own peak month, and a carrier count;
 * more carriers mean more fare sales. Each departure's quote is its lowest open bucket. A revenue-management target
 * bucket falls from the earliest searches (up to 330 days out) to its bottom from about 100 to 60 days out, creeps
 * up inside two months, and jumps at the 21-, 14-, 7- and 3-day advance-purchase fences, which close the cheaper
 * buckets at once. Day to day a bucket sells out (the fare steps up) or the airline reopens a cheaper one (it steps
 * down), each more likely the further the fare sits from the target and with the route's demand; inside two weeks
 * seats sell ever faster. Fare sales cut 8–25 %
 * for 2–7 days, never inside 21 days.
 *
 * Calibrated to these published facts (checked by `fareBuckets.test.ts`), not to the advisor:
 * - the lowest fare of a trip comes on average in the "prime booking window", about 3 weeks to 4 months before
 *   departure, with fares lowest around 2–3 months out for domestic trips (CheapAir.com Annual Airfare Study,
 *   2019–2023 editions);
 * - fares rise steeply in the last 3 weeks (the same studies; Hopper, "Best time to book" consumer reports);
 * - about two thirds of trips see a fare below the first quote at some point (Hopper's research on price
 *   predictions, as quoted in issue 17).
 * Hidden state per day: the target and current bucket, the sale's depth, demand and the bucket step.
 */
export function simulateFareBuckets(
  count: number,
  seed: number,
  options: FareBucketOptions = DEFAULT_BUCKET_OPTIONS,
): SimulatedTrip[] {
  const source = randomLcg(seed);
  const uniform = (a: number, b: number) => randomUniform.source(source)(a, b)();
  const normal = randomNormal.source(source)(0, 1);
  const baseFare = randomLogNormal.source(source)(Math.log(300), 0.5);
  const carriers = randomInt.source(source)(1, 7);
  const trips: SimulatedTrip[] = [];
  let route: Route | undefined;
  for (let i = 0; i < count; i += 1) {
    if (i % DEPARTURES_PER_ROUTE === 0) route = drawRoute(baseFare, carriers, uniform, options);
    trips.push(drawTrip(Math.floor(i / DEPARTURES_PER_ROUTE), route!, uniform, normal, options));
  }
  return trips;
}

function drawRoute(
  baseFare: Draw,
  carriers: Draw,
  uniform: (a: number, b: number) => number,
  options: FareBucketOptions,
): Route {
  const carrierCount = carriers();
  const route: Route = {
    baseFare: Math.min(2500, Math.max(60, baseFare())),
    demand: uniform(0.7, 1.3),
    carriers: carrierCount,
    seasonPeak: Math.floor(uniform(0, 12)),
    seasonAmplitude: uniform(0.05, 0.3),
    step: uniform(0.05, 0.12) * options.volatility,
    farSlope: uniform(0.5, 2),
    saleRate: 0.002 + 0.002 * carrierCount,
  };
  if (options.sharedShock) {
    route.calendar = new Float64Array(CALENDAR_DAYS);
    for (let day = 0; day < CALENDAR_DAYS; day += 1) {
      if (uniform(0, 1) >= route.saleRate) continue;
      const depth = uniform(0.08, 0.25) * options.volatility;
      const end = Math.min(CALENDAR_DAYS, day + Math.floor(uniform(2, 8)));
      for (let d = day; d < end; d += 1) route.calendar[d] = Math.max(route.calendar[d]!, depth);
    }
  }
  return route;
}

/** The revenue-management target bucket `d` days out. */
function targetBucket(route: Route, d: number, lateJumps: readonly number[]): number {
  const far = (route.farSlope * Math.max(0, d - 100)) / 100;
  const creep = (0.8 * Math.max(0, 60 - Math.max(d, 21))) / 39;
  const late = FENCES.reduce((sum, fence, i) => (d <= fence ? sum + lateJumps[i]! : sum), 0);
  return (route.demand - 1) * 4 + far + creep + late * route.demand;
}

function drawTrip(
  routeId: number,
  route: Route,
  uniform: (a: number, b: number) => number,
  normal: Draw,
  options: FareBucketOptions,
): SimulatedTrip {
  const { min, max } = options.horizon;
  const horizon = Math.round(Math.exp(uniform(Math.log(min), Math.log(max))));
  const departureDay = Math.floor(uniform(0, 365));
  const season = route.seasonAmplitude * Math.cos((2 * Math.PI * (monthOfDay(departureDay) - route.seasonPeak)) / 12);
  const lateJumps = FENCES.map((_, i) => uniform(0.7, 1.5) + Math.min(i, 2) * 0.3);
  let bucket = Math.round(targetBucket(route, horizon, lateJumps) + normal() * 1.2);
  let sale = 0;
  let saleDays = 0;
  const fares: number[] = [];
  const hidden: number[][] = [];
  for (let d = horizon; d >= 1; d -= 1) {
    const target = targetBucket(route, d, lateJumps);
    if ((FENCES as readonly number[]).includes(d)) bucket = Math.max(bucket, Math.round(target));
    const gap = target - bucket;
    const rush = 1 + (6 * Math.max(0, RUSH_DAYS - d)) / RUSH_DAYS;
    const up = 0.02 * route.demand * rush + 0.08 * Math.max(0, gap);
    const down = 0.015 / route.demand + 0.08 * Math.max(0, -gap);
    const roll = uniform(0, 1);
    if (roll < up) bucket += 1;
    else if (roll < up + down) bucket -= 1;

    if (options.sharedShock) {
      const calendarDay = 330 + departureDay - d;
      sale = d > SALE_MIN_DAYS ? route.calendar![calendarDay]! : 0;
    } else {
      if (saleDays > 0) saleDays -= 1;
      else sale = 0;
      if (sale === 0 && d > SALE_MIN_DAYS && uniform(0, 1) < route.saleRate) {
        sale = uniform(0.08, 0.25) * options.volatility;
        saleDays = Math.floor(uniform(2, 8));
      }
      if (d <= SALE_MIN_DAYS) sale = 0;
    }
    fares.push(toCents(route.baseFare * Math.exp(season + route.step * bucket - sale)));
    hidden.push([target, bucket, sale, route.demand, route.step]);
  }
  return {
    route: routeId,
    horizon,
    departureDay,
    firstWeekday: Math.floor(uniform(0, 7)),
    fares,
    hidden,
  };
}
