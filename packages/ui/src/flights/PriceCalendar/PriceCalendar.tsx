import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PriceCalendarEntry, PriceLevel } from '@farewise/contracts';
import { formatWholeUsd } from '../../format/format';
import { IconButton } from '../../primitives/IconButton';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as css from './PriceCalendar.css';
import { monthTitle, monthWeeks, moveFocus, shiftMonth, spokenDate } from './calendarGrid';
import { rangeBand, type RangeBand } from './rangeBand';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** What each price level is called, on screen and to screen readers. */
export const LEVEL_NAMES: Record<PriceLevel, string> = {
  best: 'Best price',
  good: 'Good price',
  fair: 'Fair price',
  expensive: 'Expensive',
};

/** What each range band is called (spec 02 §9 calendar colours). */
export const BAND_NAMES: Record<RangeBand, string> = {
  low: 'Low for the month',
  middle: 'Mid-range',
  high: 'High for the month',
};

const TREND_ARROWS = { up: '↑', down: '↓', flat: '→' } as const;
const TREND_WORDS = {
  up: 'up from the day before',
  down: 'down from the day before',
  flat: 'same as the day before',
} as const;

export interface PriceCalendarProps {
  /**
   * The month shown, `YYYY-MM`. Undefined while the page cannot know today's date (drawn on the server, before it
   * hydrates): the calendar then draws a month's frame, loading.
   */
  month?: string;
  /** Its days from `GET /api/price-calendar` (USD per person); undefined while they load. */
  days?: PriceCalendarEntry[];
  /** The chosen departure date (ISO), marked selected. */
  selectedDate?: string;
  /** Called with a day the traveller picks (only days with a price). */
  onSelectDate?: (date: string) => void;
  /** Called with the month to show when the traveller pages or moves past the month's edge. */
  onMonthChange?: (month: string) => void;
  /** The first and last months that may be shown, `YYYY-MM`. */
  minMonth?: string;
  maxMonth?: string;
  /**
   * `level` (default) colours days by quartile of the month (spec 01); `range` by position between the month's lowest
   * and highest price, under 0.3 green, under 0.6 yellow, else red, and shows each day's trend (spec 02 travel
   * calendar).
   */
  colouring?: 'level' | 'range';
}

/**
 * A month of departure prices (spec 01 §2, §3 "price calendar day"): each day's fare in whole USD coloured by its
 * level (best, good, fair, expensive by quartile of the month), unavailable days greyed. A keyboard grid (the
 * WAI-ARIA date picker pattern): arrows move by a day or a week, Home and End to the week's ends, PageUp and
 * PageDown by a month, Enter or Space picks. Past the month's edge it asks for the next month (`onMonthChange`), and
 * focus moves once that month is shown; until then it stays on the day it left, the grid's tab stop. Each day's name
 * says its date, price and level. With `colouring="range"` (the travel calendar, spec 02 §9) days are coloured by
 * their place in the month's min–max range instead, and show their trend against the day before and a star for deal
 * labels (named in full to screen readers). Without a `month` (a page drawn on the server, which cannot know
 * today's) it draws five weeks of days loading, its paging disabled.
 */
export function PriceCalendar({ month, ...props }: PriceCalendarProps) {
  return month ? <MonthCalendar month={month} {...props} /> : <PendingCalendar colouring={props.colouring} />;
}

/** A month's frame while the month is not known yet: five weeks of days loading, its controls disabled. */
function PendingCalendar({ colouring }: Pick<PriceCalendarProps, 'colouring'>) {
  return (
    <div className={css.calendar}>
      <div className={css.header}>
        <IconButton label="Previous month" icon={<ChevronLeft size={18} />} disabled />
        <p className={css.title}>
          <Skeleton width="8em" height="1.25em" />
          <VisuallyHidden>Loading the month</VisuallyHidden>
        </p>
        <IconButton label="Next month" icon={<ChevronRight size={18} />} disabled />
      </div>
      <table className={css.table} aria-label="Price calendar, loading" aria-busy>
        <WeekdayHeads />
        <tbody>
          {PENDING_WEEKS.map((week) => (
            <tr key={week}>
              {WEEKDAYS.map(([short]) => (
                <td key={short} className={[css.cell, css.day].join(' ')}>
                  <span className={css.dayNumber}>
                    <Skeleton width="1.25em" className={css.pendingBar} />
                  </span>
                  <span className={css.dayPrice}>
                    <Skeleton width="2.5em" className={css.pendingBar} />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend colouring={colouring} />
    </div>
  );
}

/** Most months span five weeks: the frame drawn before the month is known. */
const PENDING_WEEKS = [1, 2, 3, 4, 5];

function WeekdayHeads() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map(([short, long]) => (
          <th key={short} scope="col" abbr={long} className={css.weekday}>
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Legend({ colouring = 'level' }: Pick<PriceCalendarProps, 'colouring'>) {
  return (
    <ul className={css.legend} aria-label="Price levels">
      {colouring === 'range'
        ? (Object.keys(BAND_NAMES) as RangeBand[]).map((band) => (
            <li key={band}>
              <span className={`${css.swatch} ${css.band[band]}`}>{BAND_NAMES[band]}</span>
            </li>
          ))
        : (Object.keys(LEVEL_NAMES) as PriceLevel[]).map((level) => (
            <li key={level}>
              <span className={`${css.swatch} ${css.level[level]}`}>{LEVEL_NAMES[level]}</span>
            </li>
          ))}
    </ul>
  );
}

function MonthCalendar({
  month,
  days,
  selectedDate,
  onSelectDate,
  onMonthChange,
  minMonth,
  maxMonth,
  colouring = 'level',
}: PriceCalendarProps & { month: string }) {
  const byDate = new Map(days?.map((day) => [day.date, day]));
  const prices = (days ?? []).flatMap((day) => (day.price === null ? [] : [day.price]));
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const bandOf = (entry?: PriceCalendarEntry) =>
    colouring === 'range' && entry?.price != null ? rangeBand(entry.price, low, high) : undefined;
  const [focused, setFocused] = useState(() => (selectedDate?.startsWith(month) ? selectedDate : `${month}-01`));
  // The day the keyboard left the month from: while the next month has not come (or never does, its parent keeping
  // this one), it stays the grid's tab stop, where focus still is.
  const [leftFrom, setLeftFrom] = useState<string>();
  const focusedInMonth = [focused, leftFrom].find((date) => date?.startsWith(month)) ?? `${month}-01`;
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the keyboard only: a month change from outside leaves focus where it is. Past the month's edge, it
    // waits for the next month, which a page that keeps the month in its URL shows a render later.
    if (!moved.current || !focused.startsWith(month)) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusedInMonth}"]`)?.focus();
  }, [focused, month, focusedInMonth, days]);

  const canShow = (target: string) => (!minMonth || target >= minMonth) && (!maxMonth || target <= maxMonth);
  const goToMonth = (target: string) => {
    if (canShow(target)) onMonthChange?.(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (byDate.get(focusedInMonth)?.price != null) onSelectDate?.(focusedInMonth);
      return;
    }
    const next = moveFocus(focusedInMonth, event.key);
    if (!next) return;
    event.preventDefault();
    const nextMonth = next.slice(0, 7);
    if (nextMonth !== month && !canShow(nextMonth)) return;
    moved.current = true;
    setFocused(next);
    if (nextMonth === month) return;
    setLeftFrom(focusedInMonth);
    onMonthChange?.(nextMonth);
  };

  const title = monthTitle(month);
  return (
    <div className={css.calendar}>
      <div className={css.header}>
        <IconButton
          label="Previous month"
          icon={<ChevronLeft size={18} />}
          disabled={!canShow(shiftMonth(month, -1))}
          onClick={() => goToMonth(shiftMonth(month, -1))}
        />
        <p className={css.title} id={`price-calendar-${month}`} aria-live="polite">
          {title}
        </p>
        <IconButton
          label="Next month"
          icon={<ChevronRight size={18} />}
          disabled={!canShow(shiftMonth(month, 1))}
          onClick={() => goToMonth(shiftMonth(month, 1))}
        />
      </div>
      <table
        ref={grid}
        // A table with the grid role is the WAI-ARIA date picker pattern's own markup.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
        role="grid"
        className={css.table}
        aria-labelledby={`price-calendar-${month}`}
        aria-busy={!days}
        onKeyDown={onKeyDown}
      >
        <WeekdayHeads />
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) =>
                date ? (
                  <CalendarDay
                    key={date}
                    date={date}
                    entry={byDate.get(date)}
                    loading={!days}
                    focusable={date === focusedInMonth}
                    selected={date === selectedDate}
                    onFocus={() => setFocused(date)}
                    onPick={onSelectDate}
                    band={bandOf(byDate.get(date))}
                    showTrend={colouring === 'range'}
                  />
                ) : (
                  <td key={`pad-${i}`} className={css.cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend colouring={colouring} />
    </div>
  );
}

function CalendarDay({
  date,
  entry,
  loading,
  focusable,
  selected,
  onFocus,
  onPick,
  band,
  showTrend,
}: {
  date: string;
  entry?: PriceCalendarEntry;
  loading: boolean;
  focusable: boolean;
  selected: boolean;
  onFocus: () => void;
  onPick?: (date: string) => void;
  /** In range colouring, the day's band; otherwise its quartile level colours it. */
  band?: RangeBand;
  showTrend: boolean;
}) {
  const available = Boolean(entry?.available && entry.price !== null);
  const price = available ? formatWholeUsd(entry!.price!) : null;
  const levelName = band ? BAND_NAMES[band] : entry?.recommendation ? LEVEL_NAMES[entry.recommendation] : null;
  const trend = showTrend && entry?.trend ? entry.trend : null;
  let status = 'no flights';
  if (loading) status = 'loading';
  else if (price) {
    status = [price, levelName, trend && TREND_WORDS[trend], ...(entry?.deals ?? [])].filter(Boolean).join(', ');
  }
  const colour = band ? css.band[band] : entry?.recommendation && !showTrend ? css.level[entry.recommendation] : '';
  // The grid's keyboard handler picks with Enter and Space; a click picks too.
  return (
    <td
      role="gridcell"
      data-date={date}
      tabIndex={focusable ? 0 : -1}
      aria-selected={selected}
      aria-disabled={!available}
      className={[css.cell, css.day, colour].filter(Boolean).join(' ')}
      onFocus={onFocus}
      onClick={() => available && onPick?.(date)}
    >
      <span className={css.dayNumber} aria-hidden="true">
        {Number(date.slice(8))}
      </span>
      <span className={css.dayPrice} aria-hidden="true">
        {loading ? <Skeleton width="2.5em" /> : (price ?? '—')}
      </span>
      {trend && (
        <span className={css.trend} aria-hidden="true">
          {TREND_ARROWS[trend]}
          {entry!.deals.length > 0 && ' ★'}
        </span>
      )}
      <VisuallyHidden>{`${spokenDate(date)}: ${status}`}</VisuallyHidden>
    </td>
  );
}
