import type { CatalogueActivity } from './catalogue';
import { toMinutes } from './clock';
import { PLANNER_DAY, TRAVEL_GAP_MINUTES } from './rules';

/** An activity with its start, in minutes after midnight. */
export interface TimedActivity {
  activity: CatalogueActivity;
  start: number;
}

function* orders<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (const [i, item] of items.entries()) {
    for (const rest of orders(items.filter((_, j) => j !== i))) yield [item, ...rest];
  }
}

/** Each activity in this order at its earliest start, or null when one does not fit its hours. */
function timesFor(order: readonly CatalogueActivity[]): TimedActivity[] | null {
  const timed: TimedActivity[] = [];
  let free = toMinutes(PLANNER_DAY.start);
  let area: string | undefined;
  for (const activity of order) {
    const gap = area !== undefined && area !== activity.area ? TRAVEL_GAP_MINUTES : 0;
    const start = Math.max(free + gap, toMinutes(activity.opens));
    const end = start + activity.durationMinutes;
    if (end > Math.min(toMinutes(activity.closes), toMinutes(PLANNER_DAY.end))) return null;
    timed.push({ activity, start });
    free = end;
    area = activity.area;
  }
  return timed;
}

const areaChanges = (timed: readonly TimedActivity[]) =>
  timed.filter((t, i) => i > 0 && t.activity.area !== timed[i - 1]!.activity.area).length;
const finish = (timed: readonly TimedActivity[]) => {
  const last = timed.at(-1);
  return last ? last.start + last.activity.durationMinutes : 0;
};

/**
 * One day's times for a few activities (a day holds at most 4, so every order is tried): each starts when it
 * opens or once the one before has ended, plus {@link TRAVEL_GAP_MINUTES} when the area changes, and ends by its
 * closing time and 22:00. Of the orders that fit, the one with the fewest area changes wins (less travel), then
 * the earliest finish, then the first tried, so the same activities always get the same times. Null when no order
 * fits.
 */
export function scheduleDay(activities: readonly CatalogueActivity[]): TimedActivity[] | null {
  let best: TimedActivity[] | null = null;
  for (const order of orders(activities)) {
    const timed = timesFor(order);
    if (!timed) continue;
    const better =
      !best ||
      areaChanges(timed) < areaChanges(best) ||
      (areaChanges(timed) === areaChanges(best) && finish(timed) < finish(best));
    if (better) best = timed;
  }
  return best;
}
