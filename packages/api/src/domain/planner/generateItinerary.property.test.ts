import { PLANNER_INTERESTS, PLANNER_STYLES, TRIP_PLAN_LIMITS, TripPlanResponse } from '@farewise/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATALOGUE } from '../../data/activities';
import { checkItinerary } from './checkItinerary';
import { generateItinerary } from './generateItinerary';
import { PlanConstraintError } from './planConstraintError';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const usd = (text = '') => Number(text.replaceAll(',', ''));

/** Catalogue cities as travellers type them, and cities outside the catalogue. */
const destination = fc.oneof(
  fc
    .constantFrom(
      ...ACTIVITY_CATALOGUE.cities.map((c) => c.city),
      'paris, France',
      'NYC',
      'Lisboa',
      'Ubud, Bali',
      'TOKYO',
    )
    .map((name) => ({ name, known: true })),
  fc.constantFrom('Reykjavik', 'Marrakesh', 'Cusco, Peru', 'Springfield').map((name) => ({ name, known: false })),
);

/** Tight (a few dollars) to loose (thousands) amounts, in the forms travellers type, and texts that do not parse. */
const budget = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 0, max: 400 }).map((n) => `$${n}`),
  fc.integer({ min: 0, max: 20_000 }).map((n) => `$${n.toLocaleString('en-US')}`),
  fc.integer({ min: 0, max: 3_000 }).map((n) => `${n} per person`),
  fc.integer({ min: 1, max: 30 }).map((n) => `${n / 2}k`),
  fc.integer({ min: 0, max: 5_000 }).map((n) => `about ${n} for both`),
  fc.constantFrom('€2000', 'cheap', '$150 a day', '1000 or 2000'),
);

const request = fc.record({
  destination,
  start: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => ms - (ms % DAY_MS)),
  days: fc.integer({ min: 1, max: TRIP_PLAN_LIMITS.maxDays }),
  travelers: fc.integer({ min: TRIP_PLAN_LIMITS.travelers.min, max: TRIP_PLAN_LIMITS.travelers.max }),
  budget,
  interests: fc.shuffledSubarray([...PLANNER_INTERESTS]),
  travelStyle: fc.constantFrom(...PLANNER_STYLES),
});

describe('generateItinerary, property', () => {
  it('plans 1,000 requests with no violation, or proves the budget cannot be met', () => {
    const outcomes = { planned: 0, overBudget: 0 };
    fc.assert(
      fc.property(request, ({ destination: { name, known }, start, days, ...rest }) => {
        const endDate = isoDay(start + (days - 1) * DAY_MS);
        const req = { ...rest, destination: name, startDate: isoDay(start), endDate };
        let plan: TripPlanResponse;
        try {
          plan = generateItinerary(req, ACTIVITY_CATALOGUE, new Date('2025-01-01'));
        } catch (error) {
          // The only refusal with this catalogue: the cheapest plan at the style's pace costs more than the budget.
          if (!(error instanceof PlanConstraintError) || error.constraint !== 'budget') throw error;
          const [, cheapest, limit] = /costs \$([\d,.]+) .* budget of \$([\d,.]+)\./.exec(error.message) ?? [];
          expect(usd(cheapest)).toBeGreaterThan(usd(limit));
          outcomes.overBudget += 1;
          return;
        }
        expect(checkItinerary(req, plan, ACTIVITY_CATALOGUE)).toEqual([]);
        expect(TripPlanResponse.parse(plan)).toEqual(plan);
        if (!known) {
          expect(plan.days.every((day) => day.activities.every((a) => a.generic))).toBe(true);
          expect(plan.warnings.some((w) => w.includes('generic plan'))).toBe(true);
        }
        outcomes.planned += 1;
      }),
      { seed: 20240712, numRuns: 1000 },
    );
    // Both outcomes are exercised: the budgets range from impossible to loose.
    expect(outcomes.planned).toBeGreaterThan(500);
    expect(outcomes.overBudget).toBeGreaterThan(50);
  });
});
