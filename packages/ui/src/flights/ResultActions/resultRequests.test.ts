import { describe, expect, it } from 'vitest';
import { defaultSearchName, defaultTargetPrice, routeAlertRequest, savedSearchRequest } from './resultRequests';

describe('result action requests', () => {
  it('names a saved search after its route', () => {
    expect(defaultSearchName({ origin: 'JFK', destination: 'CDG' })).toBe('JFK → CDG');
  });

  it('starts the alert target 10 % under the fare, rounded down to the cent', () => {
    expect(defaultTargetPrice(512.4)).toBe('461.16');
    expect(defaultTargetPrice(100)).toBe('90.00');
    expect(defaultTargetPrice(99.99)).toBe('89.99');
  });

  it('saves the searched travellers and cabin, else 1 in economy', () => {
    expect(savedSearchRequest('Paris', { origin: 'JFK', destination: 'CDG', travelers: 2, cabin: 'business' })).toEqual(
      { name: 'Paris', origin: 'JFK', destination: 'CDG', travelers: 2, travelClass: 'business' },
    );
    expect(savedSearchRequest('Paris', { origin: 'JFK', destination: 'CDG' })).toMatchObject({
      travelers: 1,
      travelClass: 'economy',
    });
  });

  it('watches the route as an active alert at the typed target', () => {
    expect(routeAlertRequest({ origin: 'JFK', destination: 'CDG' }, '400')).toEqual({
      route: 'JFK-CDG',
      targetPrice: '400',
      active: true,
    });
  });
});
