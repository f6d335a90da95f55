import { describe, expect, it } from 'vitest';
import {
  dayDifference,
  durationMinutes,
  formatDuration,
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
