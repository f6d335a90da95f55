import { describe, expect, it } from 'vitest';
import { RegenerateDayRequest, TripPlanRequest, TripPlanResponse, tripDays } from './planner';

const request = {
  destination: 'Paris, France',
  startDate: '2026-05-01',
  endDate: '2026-05-04',
  travelers: 2,
  budget: '$1,500',
  interests: ['Museums', 'Food & Dining'],
  travelStyle: 'mid-range',
};
const issues = (input: unknown) =>
  TripPlanRequest.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('tripDays', () => {
  it('counts the start and end days both', () => {
    expect(tripDays('2026-05-01', '2026-05-01')).toBe(1);
    expect(tripDays('2026-05-30', '2026-06-02')).toBe(4);
  });
});

describe('TripPlanRequest (spec 02 §3, §5, §9)', () => {
  it('takes the planner form, trimming the texts', () => {
    expect(TripPlanRequest.parse({ ...request, destination: ' Paris ', budget: ' ' })).toEqual({
      ...request,
      destination: 'Paris',
      budget: '',
    });
  });

  it('takes a one-day trip and a 21-day one, not 22 days', () => {
    expect(issues({ ...request, endDate: '2026-05-01' })).toBeUndefined();
    expect(issues({ ...request, endDate: '2026-05-21' })).toBeUndefined();
    expect(issues({ ...request, endDate: '2026-05-22' })).toEqual([
      ['endDate', 'End date must be at most 21 days after the start date, both included'],
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['destination', { destination: '  ' }, 'Destination is required'],
    ['destination', { destination: 'x'.repeat(65) }, 'Destination must be at most 64 characters'],
    ['startDate', { startDate: '01/05/2026' }, 'Start date must be a date as yyyy-MM-dd'],
    ['endDate', { endDate: '2026-04-30' }, 'End date must be on or after the start date'],
    ['travelers', { travelers: 0 }, 'Travelers must be at least 1'],
    ['travelers', { travelers: 21 }, 'Travelers must be at most 20'],
    ['travelers', { travelers: 1.5 }, 'Travelers must be a whole number'],
    ['budget', { budget: '9'.repeat(101) }, 'Budget must be at most 100 characters'],
    ['interests.0', { interests: ['Skiing'] }, 'Interests must be from the planner’s list'],
    ['interests', { interests: ['Museums', 'Museums'] }, 'Interests must not repeat'],
    ['travelStyle', { travelStyle: 'backpacker' }, 'Travel style must be budget, mid-range or luxury'],
  ])('names %s in its message', (path, change, message) => {
    expect(issues({ ...request, ...change })).toEqual([[path, message]]);
  });
});

describe('RegenerateDayRequest', () => {
  it.each([undefined, null, 1, 'Paris'])('refuses a request that is %j, with an issue instead of a throw', (value) => {
    const result = RegenerateDayRequest.safeParse({ request: value, days: [], date: '2026-05-01' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['request']);
  });
});

describe('TripPlanResponse', () => {
  it('takes a plan with its budget and warnings', () => {
    const plan = {
      days: [
        {
          date: '2026-05-01',
          activities: [
            {
              id: 'paris-louvre',
              name: 'Louvre Museum',
              type: 'Museums',
              time: '09:00',
              duration: 180,
              cost: 24,
              notes: 'Book a timed entry online; closed on Tuesdays.',
              area: 'Louvre & Opéra',
              generic: false,
            },
          ],
        },
      ],
      budget: { parsed: true, total: 1500, currency: 'USD' },
      warnings: [],
    };
    expect(TripPlanResponse.parse(plan)).toEqual(plan);
    const late = { ...plan.days[0]!.activities[0]!, time: '24:00' };
    expect(TripPlanResponse.safeParse({ ...plan, days: [{ ...plan.days[0], activities: [late] }] }).success).toBe(
      false,
    );
  });
});
