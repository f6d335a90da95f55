import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayDifference,
  durationMinutes,
  formatCount,
  formatDuration,
  formatLongDate,
  formatShortDate,
  formatStops,
  formatUsd,
  formatWeekdayDate,
  formatWholeUsd,
  localTime,
  plural,
} from './format';

describe('formatting', () => {
  it('shows a calendar date as month and day, whatever the time zone', () => {
    expect(formatShortDate('2026-04-29')).toBe('Apr 29');
    expect(formatShortDate('2027-01-01')).toBe('Jan 1');
  });

  it('shows a departure’s local date with its weekday, as written at the airport', () => {
    expect(formatWeekdayDate('2026-05-13T22:05:00-04:00')).toBe('Wed, May 13');
    expect(formatWeekdayDate('2026-05-14T06:30:00+09:00')).toBe('Thu, May 14');
    expect(formatWeekdayDate('2027-01-01')).toBe('Fri, Jan 1');
  });

  it('shows USD with 2 decimals and thousands separators', () => {
    expect(formatUsd(348.0)).toBe('$348.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('shows whole dollars with thousands separators, rounding cents', () => {
    expect(formatWholeUsd(3500)).toBe('$3,500');
    expect(formatWholeUsd(1299.6)).toBe('$1,300');
  });

  // The formatters avoid `Intl` (its first use is slow in a browser) but must write exactly what en-US's would.
  const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  const intlWholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  // Amounts that do not round to zero: `Intl` writes `-$0.00` for a negative one that does, Farewise `$0.00`.
  const amounts = fc.oneof(
    fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    fc.integer({ min: -1e8, max: 1e8 }).map((cents) => cents / 100),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100 + 0.005),
  );

  it('writes USD exactly as en-US Intl does, rounding and all', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        if (Math.abs(amount) >= 0.005) expect(formatUsd(amount)).toBe(intlUsd.format(amount));
        if (Math.abs(amount) >= 0.5) expect(formatWholeUsd(amount)).toBe(intlWholeUsd.format(amount));
      }),
      { numRuns: 2000 },
    );
    expect(formatUsd(-1234.5)).toBe('-$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatWholeUsd(2.5)).toBe('$3');
    expect(formatWholeUsd(1_000_000)).toBe('$1,000,000');
  });

  it('writes counts with thousands separators, as en-US Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
    expect(formatCount(12480)).toBe('12,480');
  });

  it('writes dates as en-US Intl does, in every time zone', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    const days = fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(days, (date) => {
        const iso = date.toISOString();
        const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
        expect(formatShortDate(iso.slice(0, 10))).toBe(intl({ month: 'short', day: 'numeric' }).format(day));
        expect(formatWeekdayDate(iso)).toBe(intl({ weekday: 'short', month: 'short', day: 'numeric' }).format(day));
        expect(formatLongDate(iso)).toBe(intl({ month: 'long', day: 'numeric', year: 'numeric' }).format(date));
      }),
    );
    expect(formatLongDate('2026-03-15T09:30:00Z')).toBe('March 15, 2026');
    expect(formatLongDate('2026-03-15T23:30:00-05:00')).toBe('March 16, 2026');
    expect(() => formatShortDate('2026-02-30')).toThrow('Not an ISO date: 2026-02-30');
    expect(() => formatWeekdayDate('May 13')).toThrow(RangeError);
    expect(() => formatLongDate('soon')).toThrow(RangeError);
  });

  it('reads durations as ISO or minutes and prints them for people', () => {
    expect(durationMinutes('PT2H30M')).toBe(150);
    expect(durationMinutes('PT45M')).toBe(45);
    expect(durationMinutes(460)).toBe(460);
    expect(formatDuration('PT7H40M')).toBe('7h 40m');
    expect(formatDuration('PT7H')).toBe('7h');
    expect(formatDuration(45)).toBe('45m');
    expect(() => durationMinutes('P1D')).toThrow('Not an ISO 8601 duration: P1D');
    expect(() => durationMinutes('PT')).toThrow();
  });

  it('keeps the airport’s local clock time and counts overnight days', () => {
    expect(localTime('2026-05-13T22:35:00-04:00')).toBe('22:35');
    expect(dayDifference('2026-05-13T22:35:00-04:00', '2026-05-14T12:15:00+02:00')).toBe(1);
    expect(dayDifference('2026-05-13T08:00:00-04:00', '2026-05-13T21:40:00+02:00')).toBe(0);
  });

  it('names stops', () => {
    expect([0, 1, 2].map(formatStops)).toEqual(['Nonstop', '1 stop', '2 stops']);
  });

  it('counts nouns, plural past one', () => {
    expect([0, 1, 2].map((n) => plural(n, 'night'))).toEqual(['0 nights', '1 night', '2 nights']);
  });
});
