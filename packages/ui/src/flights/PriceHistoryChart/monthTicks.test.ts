import { describe, expect, it } from 'vitest';
import { monthTicks } from './monthTicks';

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

describe('monthTicks', () => {
  it('ticks the first day of every third whole month, skipping the partial first month', () => {
    expect(monthTicks(days('2025-03-15', 400), 3)).toEqual([
      '2025-04-01',
      '2025-07-01',
      '2025-10-01',
      '2026-01-01',
      '2026-04-01',
    ]);
  });

  it('ticks every month with a step of 1', () => {
    expect(monthTicks(days('2026-01-01', 70), 1)).toEqual(['2026-02-01', '2026-03-01']);
  });
});
