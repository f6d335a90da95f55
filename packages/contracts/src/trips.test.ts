import { describe, expect, it } from 'vitest';
import {
  CreateTripRequest,
  defaultDocuments,
  defaultTravellerNames,
  newTripFields,
  resizeTravellerNames,
  TRIP_DOCUMENT_KINDS,
  utcDay,
} from './index';

describe('utcDay', () => {
  it('gives the UTC calendar day of a date-time, whatever its offset', () => {
    expect(utcDay('2026-06-01T00:00:00.000Z')).toBe('2026-06-01');
    expect(utcDay('2026-06-01T23:30:00-02:00')).toBe('2026-06-02');
    expect(utcDay('2026-06-01T01:00:00+02:00')).toBe('2026-05-31');
  });
});

describe('defaultDocuments', () => {
  it('lists the five kinds, none done, without notes', () => {
    expect(defaultDocuments()).toEqual(TRIP_DOCUMENT_KINDS.map((kind) => ({ kind, done: false, note: '' })));
  });
});

describe('defaultTravellerNames', () => {
  it('names the organiser You and the others Traveler 2, Traveler 3, …', () => {
    expect(defaultTravellerNames(1)).toEqual(['You']);
    expect(defaultTravellerNames(3)).toEqual(['You', 'Traveler 2', 'Traveler 3']);
  });
});

describe('resizeTravellerNames', () => {
  it('cuts the last names for fewer travellers', () => {
    expect(resizeTravellerNames(['Ada', 'Bo', 'Cy'], 2)).toEqual(['Ada', 'Bo']);
  });

  it('keeps the names given and adds default names for more travellers', () => {
    expect(resizeTravellerNames(['Ada', 'Bo'], 4)).toEqual(['Ada', 'Bo', 'Traveler 3', 'Traveler 4']);
  });

  it('never adds a name someone already has', () => {
    expect(resizeTravellerNames(['You', 'Traveler 3'], 3)).toEqual(['You', 'Traveler 3', 'Traveler 4']);
  });

  it('leaves the names alone for the same count', () => {
    expect(resizeTravellerNames(['Ada'], 1)).toEqual(['Ada']);
  });
});

const wizardTrip = {
  title: 'Lisbon week',
  description: '',
  destination: 'Lisbon, Portugal',
  startDate: '2026-06-01T00:00:00.000Z',
  endDate: '2026-06-08T00:00:00.000Z',
  totalBudget: 2400,
  travelers: 2,
  preferences: {
    travelStyle: 'romantic',
    accommodationType: 'boutique',
    transportationPreference: 'flights',
    activityTypes: ['Food & Dining'],
    budgetDistribution: { accommodation: 35, transportation: 25, food: 25, activities: 10, shopping: 5 },
  },
  tags: ['romantic', 'boutique'],
} as const;

const plannedTrip = {
  title: 'Paris itinerary',
  description: 'Made with the trip planner',
  destination: 'Paris',
  startDate: '2026-06-01T00:00:00.000Z',
  endDate: '2026-06-02T00:00:00.000Z',
  totalBudget: 310,
  travelers: 12,
  tags: ['mid-range'],
  items: [
    {
      type: 'activity',
      title: 'Louvre Museum',
      date: '2026-06-01',
      time: '09:00',
      location: 'Louvre',
      cost: 264,
      isBooked: false,
    },
  ],
} as const;

describe('CreateTripRequest', () => {
  it('takes the wizard payload and a trip without preferences that brings its items', () => {
    expect(CreateTripRequest.safeParse(wizardTrip).success).toBe(true);
    expect(CreateTripRequest.safeParse(plannedTrip).success).toBe(true);
  });

  it('holds the wizard to 1–8 travelers but lets a planned trip have up to 20', () => {
    const crowd = CreateTripRequest.safeParse({ ...wizardTrip, travelers: 9 });
    expect(crowd.error?.issues).toEqual([
      expect.objectContaining({ path: ['travelers'], message: 'The trip wizard plans for 1 to 8 travelers' }),
    ]);
    expect(CreateTripRequest.safeParse({ ...plannedTrip, travelers: 21 }).error?.issues[0]?.message).toBe(
      'A trip is for at most 20 travelers',
    );
  });

  it('refuses a budget split given twice', () => {
    const twice = CreateTripRequest.safeParse({
      ...wizardTrip,
      budgetDistribution: wizardTrip.preferences.budgetDistribution,
    });
    expect(twice.error?.issues[0]?.path).toEqual(['budgetDistribution']);
  });
});

describe('newTripFields', () => {
  it('keeps the wizard preferences with the budget split apart', () => {
    const trip = newTripFields(CreateTripRequest.parse(wizardTrip));
    expect(trip.preferences).toEqual({
      travelStyle: 'romantic',
      accommodationType: 'boutique',
      transportationPreference: 'flights',
      activityTypes: ['Food & Dining'],
    });
    expect(trip.budgetDistribution).toEqual(wizardTrip.preferences.budgetDistribution);
    expect(trip).toMatchObject({ startDate: '2026-06-01', endDate: '2026-06-08', status: 'planning' });
    expect(trip.travellerNames).toEqual(['You', 'Traveler 2']);
  });

  it('gives a trip without preferences the default split, or the one it sent', () => {
    const planned = newTripFields(CreateTripRequest.parse(plannedTrip));
    expect(planned.preferences).toBeNull();
    expect(planned.budgetDistribution).toEqual({
      accommodation: 40,
      transportation: 25,
      food: 20,
      activities: 10,
      shopping: 5,
    });
    expect(planned.travellerNames).toHaveLength(12);
    const split = { accommodation: 30, transportation: 40, food: 15, activities: 10, shopping: 5 };
    expect(
      newTripFields(CreateTripRequest.parse({ ...plannedTrip, budgetDistribution: split })).budgetDistribution,
    ).toEqual(split);
  });
});
