import { describe, expect, it } from 'vitest';
import {
  CreateTripRequest,
  type TripPlanActivity,
  type TripPlanRequest,
  type TripPlanResponse,
} from '@farewise/contracts';
import { planTripRequest } from './planTrip';

const activity = (id: string, type: TripPlanActivity['type'], cost: number): TripPlanActivity => ({
  id,
  name: `Place ${id}`,
  type,
  time: '10:00',
  duration: 90,
  cost,
  notes: '',
  area: 'Centre',
  generic: false,
});

const plan: TripPlanResponse = {
  days: [
    { date: '2026-05-04', activities: [activity('a', 'Museums', 22.5), activity('b', 'Food & Dining', 35)] },
    { date: '2026-05-05', activities: [activity('c', 'Architecture', 0)] },
  ],
  budget: { parsed: false, total: null, currency: 'USD' },
  warnings: [],
};

const request: TripPlanRequest = {
  destination: 'Paris',
  startDate: '2026-05-04',
  endDate: '2026-05-05',
  travelers: 3,
  budget: '',
  interests: [],
  travelStyle: 'mid-range',
};

describe('planTripRequest', () => {
  it('makes a valid new trip whose items are the activities shown, costed for the party', () => {
    const trip = planTripRequest(request, plan, plan.days);
    expect(CreateTripRequest.safeParse(trip).success).toBe(true);
    expect(trip.items?.map(({ type, title, date, cost }) => [type, title, date, cost])).toEqual([
      ['activity', 'Place a', '2026-05-04', 67.5],
      ['restaurant', 'Place b', '2026-05-04', 105],
      ['activity', 'Place c', '2026-05-05', 0],
    ]);
    expect(trip).toMatchObject({
      title: 'Paris itinerary',
      startDate: '2026-05-04T00:00:00.000Z',
      endDate: '2026-05-05T00:00:00.000Z',
      travelers: 3,
      totalBudget: 172.5,
      tags: ['mid-range'],
    });
    expect(trip.preferences).toBeUndefined();
  });

  it('takes the budget read from the text, and leaves out what the traveller removed', () => {
    const budgeted = { ...plan, budget: { parsed: true, total: 1500, currency: 'USD' as const } };
    const shown = [{ ...plan.days[0]!, activities: [plan.days[0]!.activities[0]!] }, plan.days[1]!];
    const trip = planTripRequest(request, budgeted, shown);
    expect(trip.totalBudget).toBe(1500);
    expect(trip.items?.map((item) => item.title)).toEqual(['Place a', 'Place c']);
  });
});
