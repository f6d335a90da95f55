import { describe, expect, it } from 'vitest';
import { WIZARD_PAYLOAD, WIZARD_TRIP } from '../../testing/trips';
import { newTrip } from './newTrip';

describe('newTrip', () => {
  it('makes a planning trip of the payload’s UTC days, with default names and documents', () => {
    expect(newTrip(WIZARD_PAYLOAD)).toEqual({ ...WIZARD_TRIP, clientId: null, items: [] });
  });

  it('keeps the client id and trims the text as an edit would', () => {
    const clientId = '0b7e3f2a-9c4d-4e5f-8a6b-1c2d3e4f5a6b';
    expect(newTrip({ ...WIZARD_PAYLOAD, clientId, title: '  Lisbon  ' })).toMatchObject({ clientId, title: 'Lisbon' });
  });

  it('accepts a trip of one day', () => {
    expect(newTrip({ ...WIZARD_PAYLOAD, endDate: WIZARD_PAYLOAD.startDate }).endDate).toBe('2026-06-01');
  });

  it.each([
    [{ endDate: '2026-05-31T00:00:00.000Z' }, 'endDate'],
    [{ totalBudget: 10_000_000.01 }, 'totalBudget'],
    [{ title: 'x'.repeat(121) }, 'title'],
    [{ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'tags'],
  ])('refuses %o, naming %s', (change, field) => {
    expect(() => newTrip({ ...WIZARD_PAYLOAD, ...change })).toThrow(
      expect.objectContaining({ kind: 'Invalid', field }),
    );
  });
});
