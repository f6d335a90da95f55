import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PriceCalendarEntry, PriceLevel } from '@farewise/contracts';
import { formatWholeUsd } from '../../format/format';
import { IconButton } from '../../primitives/IconButton';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as css from './PriceCalendar.css';
import { monthTitle, monthWeeks, moveFocus, shiftMonth, spokenDate } from './calendarGrid';

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

export interface PriceCalendarProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
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
}

/**
 * A month of departure prices (spec 01 §2, §3 "price calendar day"): each day's fare in whole USD coloured by its
 * level (best, good, fair, expensive by quartile of the month), unavailable days greyed. A keyboard grid (the
 * WAI-ARIA date picker pattern): arrows move by a day or a week, Home and End to the week's ends, PageUp and
 * PageDown by a month, Enter or Space picks. Each day's name says its date, price and level.
 */
export function PriceCalendar({
  month,
  days,
  selectedDate,
  onSelectDate,
  onMonthChange,
  minMonth,
  maxMonth,
}: PriceCalendarProps) {
  const byDate = new Map(days?.map((day) => [day.date, day]));
  const [focused, setFocused] = useState(() => (selectedDate?.startsWith(month) ? selectedDate : `${month}-01`));
  const focusedInMonth = focused.startsWith(month) ? focused : `${month}-01`;
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the keyboard only: a month change from outside leaves focus where it is.
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusedInMonth}"]`)?.focus();
  }, [focusedInMonth, days]);

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
    if (nextMonth !== month) onMonthChange?.(nextMonth);
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
        <h3 className={css.title} id={`price-calendar-${month}`} aria-live="polite">
          {title}
        </h3>
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
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className={css.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
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
                  />
                ) : (
                  <td key={`pad-${i}`} className={css.cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={css.legend} aria-label="Price levels">
        {(Object.keys(LEVEL_NAMES) as PriceLevel[]).map((level) => (
          <li key={level}>
            <span className={`${css.swatch} ${css.level[level]}`}>{LEVEL_NAMES[level]}</span>
          </li>
        ))}
      </ul>
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
}: {
  date: string;
  entry?: PriceCalendarEntry;
  loading: boolean;
  focusable: boolean;
  selected: boolean;
  onFocus: () => void;
  onPick?: (date: string) => void;
}) {
  const available = Boolean(entry?.available && entry.price !== null);
  const price = available ? formatWholeUsd(entry!.price!) : null;
  const levelName = entry?.recommendation ? LEVEL_NAMES[entry.recommendation] : null;
  let status = 'no flights';
  if (loading) status = 'loading';
  else if (price) status = [price, levelName].filter(Boolean).join(', ');
  // The grid's keyboard handler picks with Enter and Space; a click picks too.
  return (
    <td
      role="gridcell"
      data-date={date}
      tabIndex={focusable ? 0 : -1}
      aria-selected={selected}
      aria-disabled={!available}
      className={[css.cell, css.day, entry?.recommendation ? css.level[entry.recommendation] : '']
        .filter(Boolean)
        .join(' ')}
      onFocus={onFocus}
      onClick={() => available && onPick?.(date)}
    >
      <span className={css.dayNumber} aria-hidden="true">
        {Number(date.slice(8))}
      </span>
      <span className={css.dayPrice} aria-hidden="true">
        {loading ? <Skeleton width="2.5em" /> : (price ?? '—')}
      </span>
      <VisuallyHidden>{`${spokenDate(date)}: ${status}`}</VisuallyHidden>
    </td>
  );
}
