import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { tripAdvice } from './tripAdvice';

const today = '2026-03-15';
const daysBetween = (from: string, to: string) =>
  Math.round(DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days);
/**
 * A prior shaped like published booking curves: USD 300 at 60 days out, dearer further out, and climbing steeply
 * inside three weeks.
 */
const curve = (departureDate: string) => (bookedOn: string) => {
  const d = daysBetween(bookedOn, departureDate);
  return d >= 60 ? 300 + (d - 60) * 0.8 : d >= 21 ? 300 + (60 - d) * 0.5 : 320 + (21 - d) * 12;
};

describe('tripAdvice', () => {
  it('reads the departure’s fares of the past 28 days, counting those searches observed', () => {
    const advice = tripAdvice({
      today,
      departureDate: '2026-04-29',
      risk: 'save',
      observed: new Map([
        ['2026-02-15', 280],
        ['2026-02-16', 281],
        ['2026-03-14', 290],
        ['2026-03-15', 288],
      ]),
      modelFare: curve('2026-04-29'),
    });
    expect(advice).toMatchObject({ departureDate: '2026-04-29', risk: 'save', observedDays: 3 });
    expect(advice.waitChance).toBeGreaterThanOrEqual(0);
    expect(advice.waitChance).toBeLessThanOrEqual(100);
  });

  it('waits when the fare is far above the prime window’s, and says about when it would buy', () => {
    const departureDate = '2026-12-01';
    const advice = tripAdvice({
      today,
      departureDate,
      risk: 'save',
      observed: new Map(),
      modelFare: curve(departureDate),
    });
    expect(advice.action).toBe('wait');
    expect(advice.waitUntilDaysOut).toBeGreaterThanOrEqual(21);
    expect(advice.waitUntilDaysOut).toBeLessThan(daysBetween(today, departureDate));
    expect(advice.typicalLowDaysOut).toBe(60);
    expect(advice.waitChance).toBeGreaterThan(50);
  });

  it('buys inside the last days, where waiting cannot pay', () => {
    const departureDate = '2026-03-17';
    const advice = tripAdvice({
      today,
      departureDate,
      risk: 'safe',
      observed: new Map(),
      modelFare: curve(departureDate),
    });
    expect(advice).toMatchObject({ action: 'buy', waitUntilDaysOut: null, risk: 'safe' });
    expect(advice.waitChance).toBeLessThan(50);
  });

  it('carries its setting’s back-test: Play it safe is no worse more often', () => {
    const ask = (risk: 'save' | 'safe') =>
      tripAdvice({ today, departureDate: '2026-06-01', risk, observed: new Map(), modelFare: curve('2026-06-01') });
    expect(ask('safe').backtest.noWorse).toBeGreaterThan(ask('save').backtest.noWorse);
  });

  it('refuses a departure that is not after today', () => {
    expect(() =>
      tripAdvice({ today, departureDate: today, risk: 'save', observed: new Map(), modelFare: () => 300 }),
    ).toThrow(RangeError);
  });
});
