import { describe, expect, it } from 'vitest';
import { TripPlannerSearchParams } from '@farewise/contracts';
import { formatMinutes, planRequest } from './plannerState';

describe('planRequest (spec 02 §5)', () => {
  it('asks for nothing without a destination and a start date', () => {
    expect(planRequest(TripPlannerSearchParams.parse({ destination: 'Paris' }))).toBeNull();
    expect(planRequest(TripPlannerSearchParams.parse({ destination: ' ', startDate: '2026-05-04' }))).toBeNull();
  });

  it('plans one day when there is no end date, with the search’s travelers, budget, interests and style', () => {
    const search = TripPlannerSearchParams.parse({
      destination: ' Lisbon ',
      startDate: '2026-05-04',
      travelers: 3,
      budget: '2k',
      interests: ['Museums'],
      travelStyle: 'luxury',
    });
    expect(planRequest(search)).toEqual({
      destination: 'Lisbon',
      startDate: '2026-05-04',
      endDate: '2026-05-04',
      travelers: 3,
      budget: '2k',
      interests: ['Museums'],
      travelStyle: 'luxury',
    });
  });
});

describe('formatMinutes', () => {
  it('reads minutes as hours and minutes', () => {
    expect([45, 60, 90, 150].map(formatMinutes)).toEqual(['45 min', '1 h', '1 h 30 min', '2 h 30 min']);
  });
});
