import { describe, expect, it } from 'vitest';
import { requireDateOrder, requireItemsWithin, requireWithinTrip } from './dates';

const trip = { startDate: '2026-06-01', endDate: '2026-06-08' };

describe('requireDateOrder', () => {
  it('passes a trip of one day or more', () => {
    expect(() => requireDateOrder(trip)).not.toThrow();
    expect(() => requireDateOrder({ startDate: '2026-06-01', endDate: '2026-06-01' })).not.toThrow();
  });

  it('refuses an end before the start, naming endDate', () => {
    expect(() => requireDateOrder({ startDate: '2026-06-02', endDate: '2026-06-01' })).toThrow(
      expect.objectContaining({ kind: 'Invalid', field: 'endDate' }),
    );
  });
});

describe('requireWithinTrip', () => {
  it.each(['2026-06-01', '2026-06-04', '2026-06-08'])('passes %s, within the trip', (date) => {
    expect(() => requireWithinTrip(trip, date)).not.toThrow();
  });

  it.each(['2026-05-31', '2026-06-09'])('refuses %s, naming date', (date) => {
    expect(() => requireWithinTrip(trip, date)).toThrow(
      expect.objectContaining({
        code: 'date_outside_trip',
        field: 'date',
        message: 'Pick a day from 2026-06-01 to 2026-06-08',
      }),
    );
  });
});

describe('requireItemsWithin', () => {
  it('passes dates that keep every item, and a trip without items', () => {
    expect(() => requireItemsWithin(trip, ['2026-06-08', '2026-06-01'])).not.toThrow();
    expect(() => requireItemsWithin(trip, [])).not.toThrow();
  });

  it('names startDate for an item before the new start, endDate for one after the new end', () => {
    expect(() => requireItemsWithin(trip, ['2026-06-03', '2026-05-30'])).toThrow(
      expect.objectContaining({ field: 'startDate', message: expect.stringContaining('2026-05-30') }),
    );
    expect(() => requireItemsWithin(trip, ['2026-06-10', '2026-06-03'])).toThrow(
      expect.objectContaining({ field: 'endDate', message: expect.stringContaining('2026-06-10') }),
    );
  });
});
