import { median } from 'simple-statistics';

/**
 * One departure's fare path as an advisor sees it: the lowest fare in USD quoted on each day so far, oldest first,
 * with what the calendar tells.
 */
export interface FarePath {
  /** `fares[i]` is the fare `horizon - i` days before departure. */
  readonly fares: readonly number[];
  /** Days to departure on the first day of `fares`. */
  readonly horizon: number;
  /** The departure's day of the year, 0 (1 January) to 364. */
  readonly departureDay: number;
  /** Day of the week of the first quote, 0 (Monday) to 6. */
  readonly firstWeekday: number;
  /** State a real advisor never sees, for the known-parameters baseline only. */
  readonly hidden?: readonly (readonly number[])[];
}

/** Advance-purchase fences after which cheaper fares commonly close (days before departure). */
const FENCES = [21, 14, 7, 3];
/** The running median reads this many days back. */
const MEDIAN_DAYS = 28;
const JUMP_DAYS = 3;

/** The names of {@link pathFeatures}' columns, in order. */
export const FEATURE_NAMES = [
  'intercept',
  'daysOut',
  'daysOut²',
  'inside21',
  'fenceWithin3',
  'vsReference',
  'aboveReference',
  'vsRunningMin',
  'vsRunningMedian',
  'move1',
  'move7',
  'jumpUp',
  'jumpDown',
  'weekdaySin',
  'weekdayCos',
  'seasonSin',
  'seasonCos',
  'daysOut×vsRunningMin',
  'daysOut×vsRunningMedian',
  'history',
] as const;

/**
 * The past-only features of each day of a fare path, one row per day (see {@link FEATURE_NAMES}): days out (in
 * hundreds), whether an advance-purchase fence is near, the log fare against the reference (the fare when the
 * traveller started watching), against the path's running minimum and its 28-day median, the 1- and 7-day log
 * moves, the largest jump up and down of the last 3 days, the day of the week and the departure's season, and how
 * much history there is. Row `i` reads only `fares[0..i]`. With `hidden`, each row ends with the simulator's hidden
 * state of that day.
 * @param reference the fare the savings are measured against, USD: the first quote in a back-test, today's fare
 *   in production.
 */
export function pathFeatures(path: FarePath, reference: number, withHidden = false): number[][] {
  const { fares, horizon } = path;
  const logs = fares.map(Math.log);
  const rows: number[][] = [];
  let runningMin = Infinity;
  for (let i = 0; i < fares.length; i += 1) {
    const d = horizon - i;
    const x = logs[i]!;
    runningMin = Math.min(runningMin, x);
    const med = median(logs.slice(Math.max(0, i - MEDIAN_DAYS + 1), i + 1));
    const moves = logs.slice(Math.max(1, i - JUMP_DAYS + 1), i + 1).map((value, k, all) => {
      const at = i - (all.length - 1) + k;
      return value - logs[at - 1]!;
    });
    const days = d / 100;
    const vsMin = x - runningMin;
    const vsMedian = x - med;
    const vsReference = x - Math.log(reference);
    const weekday = (2 * Math.PI * ((path.firstWeekday + i) % 7)) / 7;
    const season = (2 * Math.PI * path.departureDay) / 365;
    const row = [
      1,
      days,
      days * days,
      Math.max(0, 21 - d) / 21,
      FENCES.some((fence) => d > fence && d - fence <= JUMP_DAYS) ? 1 : 0,
      vsReference,
      Math.max(0, vsReference),
      vsMin,
      vsMedian,
      i >= 1 ? x - logs[i - 1]! : 0,
      i >= 7 ? x - logs[i - 7]! : i >= 1 ? x - logs[0]! : 0,
      Math.max(0, ...moves),
      Math.max(0, ...moves.map((move) => -move)),
      Math.sin(weekday),
      Math.cos(weekday),
      Math.sin(season),
      Math.cos(season),
      days * vsMin,
      days * vsMedian,
      Math.min(i, MEDIAN_DAYS) / MEDIAN_DAYS,
    ];
    rows.push(withHidden && path.hidden ? [...row, ...path.hidden[i]!] : row);
  }
  return rows;
}
