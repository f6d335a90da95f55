import {
  addDays,
  addMonths,
  endOfISOWeek,
  format,
  getDaysInMonth,
  getISODay,
  parseISO,
  startOfISOWeek,
} from 'date-fns';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The weeks of a `YYYY-MM` month, Monday first: ISO dates, with null before the 1st and after the last day. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = parseISO(`${month}-01`);
  const cells: (string | null)[] = Array.from({ length: getISODay(first) - 1 }, () => null);
  for (let day = 0; day < getDaysInMonth(first); day += 1) cells.push(iso(addDays(first, day)));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The `YYYY-MM` month `offset` months from `month`. */
export const shiftMonth = (month: string, offset: number) =>
  format(addMonths(parseISO(`${month}-01`), offset), 'yyyy-MM');

/**
 * Where a key moves the focused date of a date grid (the WAI-ARIA date picker pattern): arrows by a day or a week,
 * Home and End to the week's Monday and Sunday, PageUp and PageDown by a month (the same day, or the month's last).
 * Null for any other key.
 */
export function moveFocus(date: string, key: string): string | null {
  const day = parseISO(date);
  switch (key) {
    case 'ArrowLeft':
      return iso(addDays(day, -1));
    case 'ArrowRight':
      return iso(addDays(day, 1));
    case 'ArrowUp':
      return iso(addDays(day, -7));
    case 'ArrowDown':
      return iso(addDays(day, 7));
    case 'Home':
      return iso(startOfISOWeek(day));
    case 'End':
      return iso(endOfISOWeek(day));
    case 'PageUp':
      return iso(addMonths(day, -1));
    case 'PageDown':
      return iso(addMonths(day, 1));
    default:
      return null;
  }
}

/** A date's month and day for a screen reader, with the weekday: `Wednesday, May 13`. */
export const spokenDate = (date: string) => format(parseISO(date), 'EEEE, MMMM d');

/** A month for people: `May 2026`. */
export const monthTitle = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');
