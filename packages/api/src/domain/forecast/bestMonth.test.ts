import { describe, expect, it } from 'vitest';
import { bestMonth, monthlyFares } from './bestMonth';

describe('monthlyFares', () => {
  it('samples the next twelve months on midweek days, booked 45 days ahead when still possible', () => {
    const calls: Array<[string, string]> = [];
    const fares = monthlyFares((departure, booked) => {
      calls.push([departure, booked]);
      return Number(departure.slice(5, 7)) * 10 + Number(departure.slice(8, 10)) / 100;
    }, '2026-03-15');
    expect(fares.map((f) => f.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(calls).toHaveLength(36);
    const weekdays = new Set(calls.map(([d]) => new Date(`${d}T00:00:00Z`).getUTCDay()));
    expect([...weekdays].sort()).toEqual([2, 3, 4]);
    // April is under 45 days away: booked today. Later months: exactly 45 days before departure.
    expect(calls[0]![1]).toBe('2026-03-15');
    const [may, bookedForMay] = calls[3]!;
    expect((Date.parse(may) - Date.parse(bookedForMay)) / 86_400_000).toBe(45);
    expect(fares[0]!.fare).toBe(
      Math.min(...calls.slice(0, 3).map(([d]) => Number(d.slice(5, 7)) * 10 + Number(d.slice(8, 10)) / 100)),
    );
  });
});

describe('bestMonth', () => {
  const months = [
    { month: '2026-06', fare: 640 },
    { month: '2026-09', fare: 410 },
    { month: '2026-11', fare: 455 },
  ];

  it('names the cheapest month and the saving against today', () => {
    expect(bestMonth(months, 530)).toEqual({ month: 'September 2026', savings: 120, confidence: expect.any(Number) });
  });

  it('never reports a negative saving', () => {
    expect(bestMonth(months, 380).savings).toBe(0);
  });

  it('is confident when the winner clears the noise band and unsure on a near tie', () => {
    expect(bestMonth(months, 530).confidence).toBe(95);
    const nearTie = [
      { month: '2026-09', fare: 410 },
      { month: '2026-10', fare: 413 },
    ];
    expect(bestMonth(nearTie, 500).confidence).toBeLessThan(60);
    expect(() => bestMonth([], 500)).toThrow('bestMonth needs at least one month');
  });
});
