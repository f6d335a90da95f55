import { describe, expect, it } from 'vitest';
import type { PriceAlert, SavedSearch } from '@farewise/contracts';
import { dashboardStats, greeting, potentialSavings, suggestions, targetProgress, toAlertCard } from './dashboardMath';

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

const search = (fields: Partial<SavedSearch>): SavedSearch => ({
  id: 1,
  name: 'Paris in spring',
  origin: 'JFK',
  destination: 'CDG',
  isRoundTrip: true,
  travelers: 2,
  travelClass: 'economy',
  maxPrice: null,
  lastSearched: '2026-03-14T09:00:00Z',
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

  it('counts the overview figures from the alerts and searches', () => {
    const alerts = [
      alert({}),
      alert({ isActive: false, lastTriggered: '2026-03-10T00:00:00Z' }),
      alert({ currentPrice: 350 }),
    ];
    expect(dashboardStats(alerts, [search({}), search({ id: 2 })])).toEqual({
      savedSearches: 2,
      activeAlerts: 2,
      targetsReached: 1,
      potentialSavings: 100,
    });
  });

  it('suggests active alerts at target and searches not run for over a week', () => {
    const now = new Date('2026-03-15T09:00:00Z');
    const reached = alert({ id: 2, lastTriggered: '2026-03-14T00:00:00Z' });
    const paused = alert({ id: 3, isActive: false, lastTriggered: '2026-03-14T00:00:00Z' });
    const weekOld = search({ id: 2, lastSearched: '2026-03-08T09:00:00Z' });
    const older = search({ id: 3, lastSearched: '2026-03-08T08:59:59Z' });
    expect(suggestions([alert({}), reached, paused], [search({}), weekOld, older], now)).toEqual({
      reached: [reached],
      stale: [older],
    });
  });
});
