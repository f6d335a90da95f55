import { describe, expect, it } from 'vitest';
import { adviseBooking, LAST_CALL_DAYS } from './advice';

const flat = (days: number, fare = 400) => Array.from({ length: days }, () => fare);

describe('adviseBooking', () => {
  it('waits far from departure, where fares usually still fall toward the advance-purchase low', () => {
    expect(adviseBooking(flat(28), 110).action).toBe('wait');
  });

  it('buys near the advance-purchase low and inside the last call', () => {
    expect(adviseBooking(flat(28), 45).action).toBe('buy');
    const lastCall = adviseBooking(flat(28), LAST_CALL_DAYS - 7);
    expect(lastCall.action).toBe('buy');
    expect(lastCall.confidence).toBeGreaterThan(80);
  });

  it('waits out a sudden spike and buys straight after a sudden drop', () => {
    const calm = Array.from({ length: 27 }, (_, i) => 400 + (i % 2 ? 2 : -2));
    expect(adviseBooking([...calm, 480], 50).action).toBe('wait');
    expect(adviseBooking([...calm, 330], 80).action).toBe('buy');
  });

  it('states a confidence between 50 and 95 %', () => {
    for (const days of [1, 30, 60, 90, 120]) {
      const { confidence } = adviseBooking(flat(10), days);
      expect(confidence).toBeGreaterThanOrEqual(50);
      expect(confidence).toBeLessThanOrEqual(95);
    }
  });

  it('refuses an empty history', () => {
    expect(() => adviseBooking([], 60)).toThrow(RangeError);
  });
});
