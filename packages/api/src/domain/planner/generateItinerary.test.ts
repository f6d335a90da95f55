import type { TripPlanRequest, TripPlanResponse } from '@farewise/contracts';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATALOGUE } from '../../data/activities';
import type { ActivityCatalogue, CatalogueActivity } from './catalogue';
import { checkItinerary } from './checkItinerary';
import { generateItinerary } from './generateItinerary';
import { PlanConstraintError } from './planConstraintError';

const NOW = new Date('2025-05-01T12:00:00Z');
const paris: TripPlanRequest = {
  destination: 'Paris, France',
  startDate: '2025-06-01',
  endDate: '2025-06-04',
  travelers: 2,
  budget: '$1,500',
  interests: ['Museums', 'Food & Dining', 'Beach & Relaxation'],
  travelStyle: 'mid-range',
};

const plan = (request: TripPlanRequest, catalogue: ActivityCatalogue = ACTIVITY_CATALOGUE) =>
  generateItinerary(request, catalogue, NOW);
const activities = (response: TripPlanResponse) => response.days.flatMap((day) => day.activities);
const perPerson = (response: TripPlanResponse) => activities(response).reduce((sum, a) => sum + a.cost, 0);
const thrown = (run: () => unknown): PlanConstraintError => {
  try {
    run();
  } catch (error) {
    if (error instanceof PlanConstraintError) return error;
    throw error;
  }
  throw new Error('Expected a PlanConstraintError');
};

describe('generateItinerary', () => {
  it('plans a catalogue city with its real places, one day per date, passing every check', () => {
    const response = plan(paris);
    expect(response.days.map((day) => day.date)).toEqual(['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04']);
    expect(checkItinerary(paris, response, ACTIVITY_CATALOGUE)).toEqual([]);
    expect(response.budget).toEqual({ parsed: true, total: 1500, currency: 'USD' });
    const museums = activities(response).filter((a) => a.type === 'Museums');
    expect(museums.map((a) => a.name)).toContain('Louvre Museum');
    expect(museums.every((a) => !a.generic)).toBe(true);
  });

  it('stands a generic activity in for an interest the city lacks, and says so', () => {
    const response = plan(paris);
    const beach = activities(response).filter((a) => a.type === 'Beach & Relaxation');
    expect(beach.length).toBeGreaterThan(0);
    expect(beach.every((a) => a.generic)).toBe(true);
    expect(response.warnings).toContain(
      'Our Paris guide has nothing for Beach & Relaxation, so generic suggestions stand in.',
    );
  });

  it('gives the same plan for the same request', () => {
    expect(plan(paris)).toEqual(plan(paris));
  });

  it('plans an unknown city with generic activities only, and says the plan is generic', () => {
    const request = { ...paris, destination: 'Reykjavik', endDate: '2025-06-21' };
    const response = plan(request);
    expect(checkItinerary(request, response, ACTIVITY_CATALOGUE)).toEqual([]);
    expect(activities(response).every((a) => a.generic)).toBe(true);
    expect(response.warnings.some((w) => w.includes('generic plan'))).toBe(true);
  });

  it('prefers cheaper activities for the budget style and dearer ones for luxury', () => {
    const request = { ...paris, budget: '', interests: [] };
    const budget = plan({ ...request, travelStyle: 'budget' });
    const luxury = plan({ ...request, travelStyle: 'luxury' });
    const average = (response: TripPlanResponse) => perPerson(response) / activities(response).length;
    expect(average(budget)).toBeLessThan(average(luxury));
  });

  it('plans fewer activities to stay within a tight budget, and says so', () => {
    const request: TripPlanRequest = {
      ...paris,
      destination: 'Reykjavik',
      endDate: '2025-06-21',
      travelers: 1,
      interests: [],
      travelStyle: 'budget',
    };
    const loose = plan({ ...request, budget: '' });
    const tight = plan({ ...request, budget: '$500' });
    expect(checkItinerary({ ...request, budget: '$500' }, tight, ACTIVITY_CATALOGUE)).toEqual([]);
    expect(perPerson(tight)).toBeLessThanOrEqual(500);
    expect(activities(tight).length).toBeLessThan(activities(loose).length);
    expect(tight.warnings.some((w) => w.startsWith('To stay within the budget'))).toBe(true);
  });

  it('falls back to the cheapest choices when the preferred ones leave a chosen interest out', () => {
    // Broadway and every nightlife spot share the evening: only a daytime event leaves room for Nightlife.
    const request: TripPlanRequest = {
      destination: 'NYC',
      startDate: '2027-12-17',
      endDate: '2027-12-17',
      travelers: 1,
      budget: '',
      interests: ['Festivals & Events', 'Shopping', 'Nightlife', 'Local Experiences'],
      travelStyle: 'budget',
    };
    const response = plan(request);
    expect(checkItinerary(request, response, ACTIVITY_CATALOGUE)).toEqual([]);
    expect(activities(response).map((a) => a.type)).toContain('Nightlife');
  });

  it('plans without a budget it cannot read, and passes on why', () => {
    const response = plan({ ...paris, budget: '€2000' });
    expect(response.budget).toEqual({ parsed: false, total: null, currency: 'USD' });
    expect(response.warnings[0]).toContain('looks like euros');
  });

  it('throws a budget error when even the cheapest plan costs more', () => {
    const error = thrown(() => plan({ ...paris, budget: '$5' }));
    expect(error.constraint).toBe('budget');
    expect(error.kind).toBe('Unprocessable');
    expect(error.code).toBe('plan_unsatisfiable');
    expect(error.message).toMatch(
      /^Budget: the cheapest plan .* costs \$\d+ for 2 traveler\(s\), more than the budget of \$5\./,
    );
  });

  it('covers only what fits when there are more interests than activity slots, and says so', () => {
    const request: TripPlanRequest = { ...paris, endDate: '2025-06-01', travelStyle: 'luxury', budget: '' };
    const response = plan({ ...request, interests: ['Museums', 'Nightlife', 'Shopping', 'Photography'] });
    expect(response.days[0]!.activities.length).toBeLessThanOrEqual(3);
    expect(response.warnings.some((w) => w.startsWith('4 interests do not fit 1 day(s)'))).toBe(true);
  });

  it('warns when the trip starts in the past', () => {
    expect(plan({ ...paris, startDate: '2025-04-30', endDate: '2025-05-02' }).warnings).toContain(
      'The trip starts on 2025-04-30, which has passed.',
    );
    expect(plan(paris).warnings.some((w) => w.includes('has passed'))).toBe(false);
  });

  const evening = (id: string): CatalogueActivity => ({
    id,
    name: id,
    interest: 'Nightlife',
    durationMinutes: 180,
    costUsd: 0,
    opens: '18:00',
    closes: '22:00',
    area: 'City centre',
    note: id,
  });

  it('throws a pace error when the catalogue has too few activities for the days', () => {
    const tiny: ActivityCatalogue = { cities: [], generic: [evening('one'), evening('two'), evening('three')] };
    const error = thrown(() => plan({ ...paris, endDate: '2025-06-02', travelStyle: 'budget' }, tiny));
    expect(error.constraint).toBe('pace');
    expect(error.message).toMatch(/^Pace: 2 days at 2–4 activities a day need at least 4 different activities/);
  });

  it('throws the constraint no plan could meet rather than return a broken plan', () => {
    const tiny: ActivityCatalogue = { cities: [], generic: [evening('one'), evening('two')] };
    const request: TripPlanRequest = {
      ...paris,
      endDate: '2025-06-01',
      budget: '',
      interests: [],
      travelStyle: 'budget',
    };
    const error = thrown(() => plan(request, tiny));
    expect(error.constraint).toBe('pace');
    expect(error.message).toMatch(
      /^Cannot plan this trip: 1 activities, outside the budget pace of 2–4 a day \(pace\)/,
    );
  });
});
