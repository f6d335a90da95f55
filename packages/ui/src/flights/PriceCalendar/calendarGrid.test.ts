import { describe, expect, it } from 'vitest';
import { monthTitle, monthWeeks, moveFocus, shiftMonth, spokenDate } from './calendarGrid';

describe('monthWeeks', () => {
  it('lays a month out in Monday-first weeks, padded with null', () => {
    // May 2026 starts on a Friday and ends on a Sunday.
    const weeks = monthWeeks('2026-05');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, null, '2026-05-01', '2026-05-02', '2026-05-03']);
    expect(weeks[4]).toEqual([
      '2026-05-25',
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
    ]);
    // February 2027 starts on a Monday: no padding before.
    expect(monthWeeks('2027-02')[0]![0]).toBe('2027-02-01');
  });
});

describe('moveFocus', () => {
  it.each([
    ['ArrowLeft', '2026-05-12'],
    ['ArrowRight', '2026-05-14'],
    ['ArrowUp', '2026-05-06'],
    ['ArrowDown', '2026-05-20'],
    ['Home', '2026-05-11'],
    ['End', '2026-05-17'],
    ['PageUp', '2026-04-13'],
    ['PageDown', '2026-06-13'],
    ['Enter', null],
  ])('moves %s from Wednesday 13 May 2026 to %s', (key, expected) => {
    expect(moveFocus('2026-05-13', key)).toBe(expected);
  });

  it('keeps a month move inside the shorter month', () => {
    expect(moveFocus('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveFocus('2026-05-31', 'ArrowRight')).toBe('2026-06-01');
  });
});

describe('names', () => {
  it('speaks a date with its weekday and titles a month', () => {
    expect(spokenDate('2026-05-13')).toBe('Wednesday, May 13');
    expect(monthTitle('2026-05')).toBe('May 2026');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
