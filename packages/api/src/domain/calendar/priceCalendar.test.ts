import { describe, expect, it } from 'vitest';
import { DEAL_LABELS, dayTrend, daysOfMonth, priceCalendar, priceLevel } from './priceCalendar';

describe('daysOfMonth', () => {
  it('lists every day, leap February included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2027-02').at(-1)).toBe('2027-02-28');
    expect(daysOfMonth('2027-01')[0]).toBe('2027-01-01');
  });
});

describe('priceLevel', () => {
  const sorted = [100, 200, 300, 400, 500, 600, 700, 800];
  it('puts prices in quartiles of the month', () => {
    expect(sorted.map((p) => priceLevel(p, sorted))).toEqual([
      'best',
      'best',
      'good',
      'good',
      'fair',
      'fair',
      'expensive',
      'expensive',
    ]);
  });
});

describe('dayTrend', () => {
  it('is flat under a 1 % move, and null without both prices', () => {
    expect(dayTrend(100.5, 100)).toBe('flat');
    expect(dayTrend(102, 100)).toBe('up');
    expect(dayTrend(97, 100)).toBe('down');
    expect(dayTrend(null, 100)).toBeNull();
    expect(dayTrend(100, null)).toBeNull();
  });
});

describe('priceCalendar', () => {
  // 2027-03-01 is a Monday; days before the 5th have no price, as past days.
  const fare = (date: string) => {
    const day = Number(date.slice(8));
    return day < 5 ? null : 300 + ((day * 37) % 11) * 10;
  };
  const { days, topDeals } = priceCalendar('2027-03', fare);

  it('has one entry per day, unavailable where there is no fare', () => {
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({
      date: '2027-03-01',
      price: null,
      available: false,
      recommendation: null,
      trend: null,
      deals: [],
    });
    expect(days[4]).toMatchObject({ date: '2027-03-05', price: fare('2027-03-05'), available: true, trend: null });
  });

  it('lists the 3 cheapest days, cheapest first and ties by date', () => {
    const available = days.filter((d) => d.price !== null).map((d) => d.price!);
    expect(topDeals.map((d) => d.price)).toEqual([...available].sort((a, b) => a - b).slice(0, 3));
    expect(topDeals[0]!.deals).toContain(DEAL_LABELS.lowest);
    const tied = topDeals.filter((d) => d.price === topDeals[0]!.price).map((d) => d.date);
    expect(tied).toEqual([...tied].sort());
  });

  it('labels best-level Tuesdays and Wednesdays as weekday savers, and only those', () => {
    for (const day of days) {
      const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
      const expected = day.recommendation === 'best' && (weekday === 2 || weekday === 3);
      expect(day.deals.includes(DEAL_LABELS.weekday)).toBe(expected);
    }
    expect(days.some((d) => d.deals.includes(DEAL_LABELS.weekday))).toBe(true);
  });

  it('marks a fall of 10 % or more as a price drop', () => {
    const { days: steps } = priceCalendar('2027-03', (date) => (date === '2027-03-02' ? 80 : 100));
    expect(steps[1]).toMatchObject({ trend: 'down', deals: expect.arrayContaining([DEAL_LABELS.drop]) });
    expect(steps[2]!.deals).not.toContain(DEAL_LABELS.drop);
  });
});
