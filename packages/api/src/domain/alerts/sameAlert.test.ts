import { describe, expect, it } from 'vitest';
import { sameAlert, type AlertTarget } from './sameAlert';

const below: AlertTarget = {
  origin: 'JFK',
  destination: 'CDG',
  alertType: 'below',
  targetPrice: 450,
  dropPercentage: 10,
};
const drop: AlertTarget = { ...below, alertType: 'drop', dropPercentage: 15 };

describe('sameAlert', () => {
  it('matches the same route, type and target, to the cent', () => {
    expect(sameAlert(below, { ...below })).toBe(true);
    expect(sameAlert(below, { ...below, targetPrice: 450.001 })).toBe(true);
    expect(sameAlert(drop, { ...drop })).toBe(true);
  });

  it('ignores the percentage of below alerts, which never use it', () => {
    expect(sameAlert(below, { ...below, dropPercentage: 20 })).toBe(true);
  });

  it.each<[string, AlertTarget, AlertTarget]>([
    ['another origin', below, { ...below, origin: 'EWR' }],
    ['another destination', below, { ...below, destination: 'ORY' }],
    ['another type', below, { ...below, alertType: 'drop' }],
    ['another target price', below, { ...below, targetPrice: 449.99 }],
    ['another drop percentage', drop, { ...drop, dropPercentage: 20 }],
  ])('tells apart %s', (_, a, b) => {
    expect(sameAlert(a, b)).toBe(false);
  });
});
