import { describe, expect, it } from 'vitest';
import { bookingDay, isBookable } from './bookingDay';

describe('bookingDay', () => {
  it('bounds the bookable departures from today to 11 months ahead', () => {
    const day = bookingDay('2026-11-25');
    expect(day).toEqual({
      today: '2026-11-25',
      monthStart: '2026-11-01',
      lastBookable: '2027-10-25',
      nextMonth: '2026-12',
    });
    expect(isBookable(day, '2026-11-24')).toBe(false);
    expect(isBookable(day, '2026-11-25')).toBe(true);
    expect(isBookable(day, '2027-10-25')).toBe(true);
    expect(isBookable(day, '2027-10-26')).toBe(false);
  });

  it('clamps a month-end day to the shorter month 11 months on', () => {
    expect(bookingDay('2026-03-31').lastBookable).toBe('2027-02-28');
  });
});
