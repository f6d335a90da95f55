/**
 * What a filter screen shows while its owner (often a router writing the URL) may answer changes a moment later:
 * `shown` follows every change at once, so typing is never held back; `seen` is the owner's last value; `pending`
 * lists the changes sent to the owner that it has not passed back yet.
 */
export interface FilterMirror<F> {
  shown: F;
  seen: F | undefined;
  pending: readonly F[];
}

/** How many unanswered changes are remembered: an owner that ignores changes must not grow the list forever. */
const MAX_PENDING = 50;

/** Whether two flat filter records hold the same values. */
export function sameFilters<F extends object>(a: F, b: F): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(a[key as keyof F], b[key as keyof F]));
}

/** The mirror of a screen that starts from `value` (controlled) or `defaultValue` (uncontrolled). */
export function startMirror<F>(value: F | undefined, defaultValue: F): FilterMirror<F> {
  return { shown: value ?? defaultValue, seen: value, pending: [] };
}

/**
 * The mirror after the owner passed `value`. A value the screen sent itself (an echo, even of an earlier keystroke)
 * changes nothing shown; any other value, such as the browser's Back, is shown. `undefined` (uncontrolled) keeps
 * what is shown.
 */
export function receiveFilters<F extends object>(mirror: FilterMirror<F>, value: F | undefined): FilterMirror<F> {
  // An owner may pass equal values as new objects (a router re-reading the URL): only a new value counts.
  if (value === mirror.seen || (value && mirror.seen && sameFilters(value, mirror.seen))) return mirror;
  if (value === undefined) return { ...mirror, seen: undefined, pending: [] };
  const echo = mirror.pending.findIndex((sent) => sameFilters(sent, value));
  if (echo >= 0) return { shown: mirror.shown, seen: value, pending: mirror.pending.slice(echo + 1) };
  return { shown: value, seen: value, pending: [] };
}

/** The mirror after the screen changed its filters to `next`; only a controlled screen waits for an echo. */
export function sendFilters<F>(mirror: FilterMirror<F>, next: F): FilterMirror<F> {
  const pending = mirror.seen === undefined ? [] : [...mirror.pending, next].slice(-MAX_PENDING);
  return { shown: next, seen: mirror.seen, pending };
}
