import { PLANNER_INTERESTS, PLANNER_STYLES, type TripPlanRequest, type TripPlanResponse } from '@farewise/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATALOGUE } from '../../data/activities';
import { checkItinerary } from './checkItinerary';
import { generateItinerary } from './generateItinerary';
import { PlanConstraintError } from './planConstraintError';
import { regenerateDay } from './regenerateDay';

const NOW = new Date('2025-05-01T12:00:00Z');
const paris: TripPlanRequest = {
  destination: 'Paris, France',
  startDate: '2025-06-01',
  endDate: '2025-06-03',
  travelers: 2,
  budget: '$1,500',
  interests: ['Museums', 'Food & Dining'],
  travelStyle: 'mid-range',
};
const ids = (day: TripPlanResponse['days'][number]) => day.activities.map((a) => a.id);

describe('regenerateDay', () => {
  it('plans the day again with as many new activities, keeping the other days as they were', () => {
    const before = generateItinerary(paris, ACTIVITY_CATALOGUE, NOW);
    const after = regenerateDay(paris, before.days, '2025-06-02', ACTIVITY_CATALOGUE, NOW);
    expect(after.days[0]).toEqual(before.days[0]);
    expect(after.days[2]).toEqual(before.days[2]);
    expect(after.days[1]!.activities).toHaveLength(before.days[1]!.activities.length);
    expect(ids(after.days[1]!).filter((id) => ids(before.days[1]!).includes(id))).toEqual([]);
    expect(checkItinerary(paris, after, ACTIVITY_CATALOGUE)).toEqual([]);
  });

  it('refuses days that are not the request’s, naming days, and a date outside them, naming date', () => {
    const { days } = generateItinerary(paris, ACTIVITY_CATALOGUE, NOW);
    expect(() => regenerateDay(paris, days.slice(1), '2025-06-02', ACTIVITY_CATALOGUE, NOW)).toThrow(
      expect.objectContaining({ kind: 'Invalid', field: 'days' }),
    );
    expect(() => regenerateDay(paris, days, '2025-06-09', ACTIVITY_CATALOGUE, NOW)).toThrow(
      expect.objectContaining({ kind: 'Invalid', field: 'date', message: 'Pick a day from 2025-06-01 to 2025-06-03' }),
    );
  });

  it('never answers days that break a constraint, even when the client made them up', () => {
    const { days } = generateItinerary(paris, ACTIVITY_CATALOGUE, NOW);
    const forged = days.map((day, i) =>
      i === 0 ? { ...day, activities: day.activities.map((a) => ({ ...a, cost: 0 })) } : day,
    );
    expect(() => regenerateDay(paris, forged, '2025-06-02', ACTIVITY_CATALOGUE, NOW)).toThrow(PlanConstraintError);
  });

  it('regenerates any day of 300 generated plans with no violation, or says no other activities fit', () => {
    const outcomes = { regenerated: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.record({
          city: fc.constantFrom(...ACTIVITY_CATALOGUE.cities.map((c) => c.city), 'Reykjavik'),
          days: fc.integer({ min: 1, max: 10 }),
          day: fc.nat(),
          budget: fc.constantFrom('', '$300', '$2,000', '5k'),
          interests: fc.shuffledSubarray([...PLANNER_INTERESTS], { maxLength: 4 }),
          travelStyle: fc.constantFrom(...PLANNER_STYLES),
        }),
        ({ city, days, day, ...rest }) => {
          const request = {
            ...rest,
            destination: city,
            travelers: 2,
            startDate: '2025-06-01',
            endDate: `2025-06-${String(days).padStart(2, '0')}`,
          };
          let plan: TripPlanResponse;
          try {
            plan = generateItinerary(request, ACTIVITY_CATALOGUE, NOW);
          } catch {
            return; // A request no plan meets has no day to regenerate.
          }
          const date = plan.days[day % plan.days.length]!.date;
          try {
            const after = regenerateDay(request, plan.days, date, ACTIVITY_CATALOGUE, NOW);
            expect(checkItinerary(request, after, ACTIVITY_CATALOGUE)).toEqual([]);
            outcomes.regenerated += 1;
          } catch (error) {
            if (!(error instanceof PlanConstraintError)) throw error;
            expect(error.message).toContain('No other activities fit this day');
            outcomes.refused += 1;
          }
        },
      ),
      { seed: 20261124, numRuns: 300 },
    );
    expect(outcomes.regenerated).toBeGreaterThan(150);
  });
});
