import { describe, expect, it } from 'vitest';
import { defaultAnchor, flexibilityOf, flexibleDates, flexibleWindow } from './flexibleDates';

describe('flexibleWindow', () => {
  it('spans ±2 days for low, ±7 for medium and the anchor’s month for high (spec 01 §9)', () => {
    expect(flexibleWindow('2026-05-13', 'low')).toEqual([
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
    ]);
    const medium = flexibleWindow('2026-05-31', 'medium');
    expect(medium).toHaveLength(15);
    expect([medium[0], medium.at(-1)]).toEqual(['2026-05-24', '2026-06-07']);
    const high = flexibleWindow('2026-02-10', 'high');
    expect([high.length, high[0], high.at(-1)]).toEqual([28, '2026-02-01', '2026-02-28']);
  });
});

describe('defaultAnchor', () => {
  it('is the month’s 15th, or today once the 15th has passed in the current month', () => {
    expect(defaultAnchor('2026-05', '2026-03-20')).toBe('2026-05-15');
    expect(defaultAnchor('2026-03', '2026-03-10')).toBe('2026-03-15');
    expect(defaultAnchor('2026-03', '2026-03-20')).toBe('2026-03-20');
  });
});

describe('flexibilityOf', () => {
  it('is exact on the anchor, nearby within 7 days, month beyond', () => {
    expect(flexibilityOf('2026-05-13', '2026-05-13')).toBe('exact');
    expect(flexibilityOf('2026-05-06', '2026-05-13')).toBe('nearby');
    expect(flexibilityOf('2026-05-20', '2026-05-13')).toBe('nearby');
    expect(flexibilityOf('2026-05-21', '2026-05-13')).toBe('month');
    expect(flexibilityOf('2026-05-05', '2026-05-13')).toBe('month');
  });
});

describe('flexibleDates', () => {
  // 11–15 May 2026: Monday to Friday.
  const window = flexibleWindow('2026-05-13', 'low');
  const fares: Record<string, number | null> = {
    '2026-05-11': 300,
    '2026-05-12': 420,
    '2026-05-13': 380,
    '2026-05-14': null,
    '2026-05-15': 250,
  };
  const fareOn = (date: string) => fares[date] ?? null;

  it('offers the preferred weekdays cheapest first, with savings against the window’s median fare', () => {
    const dates = flexibleDates(
      { window, anchor: '2026-05-13', preferredDays: ['tuesday', 'wednesday', 'thursday'] },
      fareOn,
    );
    // Median of 300, 420, 380, 250 is 340: Tuesday the 12th is dearer, so it saves nothing.
    expect(dates).toEqual([
      { departureDate: '2026-05-13', price: 380, savings: 0, flexibility: 'exact' },
      { departureDate: '2026-05-12', price: 420, savings: 0, flexibility: 'nearby' },
    ]);
  });

  it('offers every day with a fare when no day is preferred, and keeps under the maximum price', () => {
    const dates = flexibleDates({ window, anchor: '2026-05-13', preferredDays: [], maxPrice: 380 }, fareOn);
    expect(dates.map((d) => [d.departureDate, d.savings])).toEqual([
      ['2026-05-15', 90],
      ['2026-05-11', 40],
      ['2026-05-13', 0],
    ]);
  });

  it('falls back to any day when the window has a fare on no preferred day', () => {
    const dates = flexibleDates({ window, anchor: '2026-05-13', preferredDays: ['saturday', 'sunday'] }, fareOn);
    expect(dates).toHaveLength(4);
  });

  it('offers nothing when no day has a fare, and at most 30 options', () => {
    expect(flexibleDates({ window, anchor: '2026-05-13', preferredDays: [] }, () => null)).toEqual([]);
    const month = flexibleWindow('2026-05-13', 'high');
    const all = flexibleDates(
      { window: month, anchor: '2026-05-13', preferredDays: [] },
      (date) => Number(date.slice(8)) * 10,
    );
    expect(all).toHaveLength(30);
    expect(all[0]!.departureDate).toBe('2026-05-01');
  });
});
