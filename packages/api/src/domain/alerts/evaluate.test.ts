import { describe, expect, it } from 'vitest';
import { alertFires, alertThreshold, type AlertTerms } from './evaluate';

const now = new Date('2026-03-15T09:30:00Z');
const below: AlertTerms = {
  alertType: 'below',
  targetPrice: 450,
  referencePrice: 520,
  dropPercentage: 10,
  lastTriggered: null,
};
const drop: AlertTerms = { ...below, alertType: 'drop' };

describe('alert evaluation', () => {
  it('a below alert fires at or under its target, not above', () => {
    expect(alertFires(below, 450, now)).toBe(true);
    expect(alertFires(below, 449.99, now)).toBe(true);
    expect(alertFires(below, 450.01, now)).toBe(false);
  });

  it('a drop alert fires when the fare falls its percentage under the fare it was made at', () => {
    expect(alertThreshold(drop)).toBeCloseTo(468);
    expect(alertFires(drop, 468, now)).toBe(true);
    expect(alertFires(drop, 470, now)).toBe(false);
    expect(alertFires({ ...drop, dropPercentage: 25 }, 400, now)).toBe(false);
  });

  it('waits a day after firing before it fires again', () => {
    const fired = (hoursAgo: number) => ({ ...below, lastTriggered: new Date(now.getTime() - hoursAgo * 3_600_000) });
    expect(alertFires(fired(23), 400, now)).toBe(false);
    expect(alertFires(fired(24), 400, now)).toBe(true);
  });
});
