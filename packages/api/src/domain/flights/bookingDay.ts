import { DateTime } from 'luxon';

/** Fares are offered up to 11 months ahead (help center content, spec 02 §9). */
export const MAX_MONTHS_AHEAD = 11;

/**
 * One UTC day's booking bounds, as ISO dates (`yyyy-MM-dd`, months `yyyy-MM`) so that checks on the hot path are
 * string comparisons: fares are offered for departures from `today` to `lastBookable`, 11 months ahead.
 */
export interface BookingDay {
  today: string;
  /** The first day of this month. */
  monthStart: string;
  /** The last departure date fares are offered for. */
  lastBookable: string;
  /** Next month (`yyyy-MM`), the flexible search's default. */
  nextMonth: string;
}

/** The booking bounds of the UTC day `today` (ISO date). */
export function bookingDay(today: string): BookingDay {
  const day = DateTime.fromISO(today, { zone: 'utc' });
  return {
    today,
    monthStart: `${today.slice(0, 7)}-01`,
    lastBookable: day.plus({ months: MAX_MONTHS_AHEAD }).toISODate()!,
    nextMonth: day.plus({ months: 1 }).toFormat('yyyy-MM'),
  };
}

/** Whether fares are offered for a departure on `date` (ISO), booked on the booking day. */
export const isBookable = (day: BookingDay, date: string) => date >= day.today && date <= day.lastBookable;
