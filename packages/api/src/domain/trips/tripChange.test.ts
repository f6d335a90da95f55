import { describe, expect, it } from 'vitest';
import { defaultDocuments, type TripDetail } from '@farewise/contracts';
import { EXPENSE, ITEM } from '../../testing/trips';
import { tripChange } from './tripChange';

const trip: TripDetail = {
  id: '5f0c9a4e-2b1d-4c3e-9f8a-7b6c5d4e3f2a',
  title: 'Lisbon week',
  description: '',
  destination: 'Lisbon, Portugal',
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  travelers: 2,
  status: 'planning',
  totalBudget: 2400,
  coverImageUrl: '',
  tags: [],
  preferences: null,
  budgetDistribution: { accommodation: 40, transportation: 20, food: 20, activities: 15, shopping: 5 },
  travellerNames: ['Ada', 'Bo'],
  items: [{ ...ITEM, id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }],
  expenses: [],
  documents: defaultDocuments(),
  shareToken: null,
  createdAt: '2026-03-15T09:30:00.000Z',
  updatedAt: '2026-03-15T09:30:00.000Z',
};

describe('tripChange', () => {
  it('writes the fields given as they are', () => {
    const change = { title: 'Porto too', status: 'booked' as const, documents: [] };
    expect(tripChange(trip, change)).toEqual(change);
  });

  it('extends or cuts the stored names when only the travellers count changes', () => {
    expect(tripChange(trip, { travelers: 3 })).toEqual({ travelers: 3, travellerNames: ['Ada', 'Bo', 'Traveler 3'] });
    expect(tripChange(trip, { travelers: 1 })).toEqual({ travelers: 1, travellerNames: ['Ada'] });
  });

  it('takes names that match the travellers count, stored or new', () => {
    expect(tripChange(trip, { travellerNames: ['Ann', 'Ben'] })).toEqual({ travellerNames: ['Ann', 'Ben'] });
    const three = { travelers: 3, travellerNames: ['Ann', 'Ben', 'Cal'] };
    expect(tripChange(trip, three)).toEqual(three);
  });

  it('keeps everyone an expense names: no rename or cut drops them, and others may change', () => {
    const spent = {
      ...trip,
      travelers: 3,
      travellerNames: ['Ada', 'Bo', 'Cy'],
      expenses: [{ ...EXPENSE, id: 'e1', paidBy: 'Ada', splitBetween: ['Ada', 'Bo'] }],
    };
    expect(() => tripChange(spent, { travellerNames: ['Ann', 'Bo', 'Cy'] })).toThrow(
      expect.objectContaining({
        field: 'travellerNames',
        message: 'Ada paid or shares an expense: change or delete it first',
      }),
    );
    expect(() => tripChange(spent, { travelers: 1 })).toThrow(
      expect.objectContaining({ field: 'travelers', code: 'traveller_has_expenses' }),
    );
    expect(tripChange(spent, { travellerNames: ['Ada', 'Bo', 'Cyd'] })).toEqual({
      travellerNames: ['Ada', 'Bo', 'Cyd'],
    });
    expect(tripChange(spent, { travelers: 2 })).toEqual({ travelers: 2, travellerNames: ['Ada', 'Bo'] });
  });

  it('moves the dates while the items stay within them', () => {
    const dates = { startDate: '2026-06-03', endDate: '2026-06-03' };
    expect(tripChange(trip, dates)).toEqual(dates);
  });

  it.each([
    [{ travellerNames: ['Ann'] }, 'travellerNames'],
    [{ travelers: 3, travellerNames: ['Ann', 'Ben'] }, 'travellerNames'],
    [{ travellerNames: ['Ann', 'Ann'] }, 'travellerNames'],
    [{ endDate: '2026-05-31' }, 'endDate'],
    [{ startDate: '2026-06-09' }, 'endDate'],
    [{ startDate: '2026-06-04' }, 'startDate'],
    [{ endDate: '2026-06-02' }, 'endDate'],
    [{ documents: [defaultDocuments()[0]!, defaultDocuments()[0]!] }, 'documents'],
  ])('refuses %o, naming %s', (change, field) => {
    expect(() => tripChange(trip, change)).toThrow(expect.objectContaining({ kind: 'Invalid', field }));
  });
});
