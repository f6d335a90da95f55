import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '@farewise/contracts';
import { greeting, potentialSavings, targetProgress, toAlertCard } from './dashboardMath';

const at = (hour: number, minute = 0) => new Date(2026, 2, 15, hour, minute);

const alert = (fields: Partial<PriceAlert>): PriceAlert => ({
  id: 1,
  origin: 'JFK',
  destination: 'CDG',
  targetPrice: 400,
  currentPrice: 500,
  isActive: true,
  alertType: 'below',
  dropPercentage: 10,
  createdAt: '2026-03-01T00:00:00Z',
  lastTriggered: null,
  notifications: { email: true, push: true },
  ...fields,
});

describe('dashboard maths', () => {
  it('greets by the time of day: morning before 12, afternoon before 18, evening after', () => {
    expect(greeting(at(0))).toBe('Good morning');
    expect(greeting(at(11, 59))).toBe('Good morning');
    expect(greeting(at(12))).toBe('Good afternoon');
    expect(greeting(at(17, 59))).toBe('Good afternoon');
    expect(greeting(at(18))).toBe('Good evening');
  });

  it('turns an alert into a card with the change from target and its trend', () => {
    expect(toAlertCard(alert({}))).toEqual({
      route: 'JFK → CDG',
      currentPrice: 500,
      targetPrice: 400,
      change: 25,
      trend: 'up',
    });
    expect(toAlertCard(alert({ currentPrice: 360 }))).toMatchObject({ change: -10, trend: 'down' });
    expect(toAlertCard(alert({ currentPrice: 402 })).trend).toBe('stable');
    expect(toAlertCard(alert({ currentPrice: null }))).toMatchObject({ currentPrice: 400, change: 0, trend: 'stable' });
  });

  it('clamps the progress to 0–100', () => {
    expect(targetProgress({ currentPrice: 300, targetPrice: 400 })).toBe(100);
    expect(targetProgress({ currentPrice: 400, targetPrice: 400 })).toBe(100);
    expect(targetProgress({ currentPrice: 500, targetPrice: 400 })).toBe(75);
    expect(targetProgress({ currentPrice: 1200, targetPrice: 400 })).toBe(0);
  });

  it('sums the savings still to come on active alerts only', () => {
    expect(
      potentialSavings([alert({}), alert({ currentPrice: 350 }), alert({ isActive: false, currentPrice: 900 })]),
    ).toBe(100);
  });
});
