import { describe, expect, it } from 'vitest';
import { TripPayload } from '@farewise/contracts';
import {
  dateErrors,
  defaultDistribution,
  distributionTotal,
  emptyDraft,
  parsedBudget,
  stepComplete,
  stepPercent,
  tripPayload,
} from './wizard';

const TODAY = '2026-03-15';
const complete = emptyDraft({
  title: ' Spring in Lisbon ',
  destination: 'Lisbon',
  description: 'Tiles and tarts',
  startDate: '2026-04-02',
  endDate: '2026-04-09',
  totalBudget: '$2,400',
  travelers: 2,
  travelStyle: 'romantic',
  accommodationType: 'boutique',
  selectedActivities: ['Food & Dining', 'Culture & History'],
});

describe('trip wizard steps (spec 01 §5)', () => {
  it('gates each step on its required fields', () => {
    const empty = emptyDraft();
    expect([1, 2, 3, 4, 5, 6].map((step) => stepComplete(step as 1, empty, TODAY))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect([1, 2, 3, 4, 5, 6].every((step) => stepComplete(step as 1, complete, TODAY))).toBe(true);
    expect(stepComplete(1, { ...complete, destination: '  ' }, TODAY)).toBe(false);
    expect(stepComplete(3, { ...complete, totalBudget: 'lots' }, TODAY)).toBe(false);
    expect(stepComplete(4, { ...complete, accommodationType: '' }, TODAY)).toBe(false);
  });

  it('refuses a past start and an end not after the start, or not after today without a start', () => {
    expect(dateErrors({ startDate: '2026-03-14', endDate: '' }, TODAY)).toEqual({
      startDate: 'The start date cannot be in the past',
    });
    expect(dateErrors({ startDate: '2026-04-02', endDate: '2026-04-02' }, TODAY)).toEqual({
      endDate: 'The end date must be after the start date',
    });
    expect(dateErrors({ startDate: '', endDate: TODAY }, TODAY)).toEqual({
      endDate: 'The end date must be after today',
    });
    expect(dateErrors({ startDate: TODAY, endDate: '2026-03-16' }, TODAY)).toEqual({});
    expect(stepComplete(2, { ...complete, startDate: '2026-03-01' }, TODAY)).toBe(false);
  });

  it('reads a typed budget as USD', () => {
    expect(['2400', '$2,400', ' 1500.50 ', '0', '-5', 'abc', '', '12000000'].map(parsedBudget)).toEqual([
      2400,
      2400,
      1500.5,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows progress in percent of the 6 steps', () => {
    expect([1, 2, 3, 6].map((step) => stepPercent(step as 1))).toEqual([17, 33, 50, 100]);
  });

  it('starts from the default 40/25/20/10/5 split, totalling 100', () => {
    expect(defaultDistribution()).toEqual({
      accommodation: 40,
      transportation: 25,
      food: 20,
      activities: 10,
      shopping: 5,
    });
    expect(distributionTotal({ ...defaultDistribution(), shopping: 15 })).toBe(110);
  });
});

describe('tripPayload (spec 01 §3)', () => {
  it('builds the payload: numbers, ISO date-times, preferences, tags = style + accommodation', () => {
    const payload = tripPayload(complete, defaultDistribution());
    expect(TripPayload.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      title: 'Spring in Lisbon',
      totalBudget: 2400,
      startDate: '2026-04-02T00:00:00.000Z',
      endDate: '2026-04-09T00:00:00.000Z',
      travelers: 2,
      preferences: {
        travelStyle: 'romantic',
        accommodationType: 'boutique',
        transportationPreference: 'flights',
        activityTypes: ['Food & Dining', 'Culture & History'],
        budgetDistribution: { accommodation: 40 },
      },
      tags: ['romantic', 'boutique'],
    });
  });

  it('refuses an incomplete draft', () => {
    expect(() => tripPayload(emptyDraft(), defaultDistribution())).toThrow('The trip draft is not complete');
  });
});
