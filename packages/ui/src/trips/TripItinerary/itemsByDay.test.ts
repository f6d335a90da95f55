import { describe, expect, it } from 'vitest';
import { itemsByDay } from './itemsByDay';

const item = (id: string, date: string, time: string) => ({
  id,
  type: 'activity' as const,
  title: id,
  date,
  time,
  location: '',
  cost: 0,
  isBooked: false,
});

describe('itemsByDay', () => {
  it('groups by day in date order, each day by time with untimed items last', () => {
    const days = itemsByDay([
      item('dinner', '2026-04-03', '20:00'),
      item('walk', '2026-04-03', ''),
      item('flight', '2026-04-02', '07:15'),
      item('museum', '2026-04-03', '10:00'),
    ]);
    expect(days.map(({ date, items }) => [date, items.map((i) => i.id)])).toEqual([
      ['2026-04-02', ['flight']],
      ['2026-04-03', ['museum', 'dinner', 'walk']],
    ]);
  });
});
