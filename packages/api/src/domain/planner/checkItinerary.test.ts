import type { TripPlanActivity, TripPlanDay, TripPlanRequest } from '@farewise/contracts';
import { describe, expect, it } from 'vitest';
import type { ActivityCatalogue, CatalogueActivity } from './catalogue';
import { checkItinerary } from './checkItinerary';

const activity = (
  id: string,
  interest: CatalogueActivity['interest'],
  durationMinutes: number,
  costUsd: number,
  [opens, closes]: [string, string],
  area: string,
): CatalogueActivity => ({
  id,
  name: id,
  interest,
  durationMinutes,
  costUsd,
  opens,
  closes,
  area,
  note: `About ${id}`,
});

const museum = activity('museum', 'Museums', 120, 20, ['09:00', '17:00'], 'Old Town');
const market = activity('market', 'Food & Dining', 60, 10, ['08:00', '14:00'], 'Old Town');
const tower = activity('tower', 'Architecture', 60, 10, ['10:00', '18:00'], 'Old Town');
const park = activity('park', 'Nature & Wildlife', 90, 0, ['08:00', '20:00'], 'Riverside');
const bar = activity('bar', 'Nightlife', 90, 15, ['18:00', '22:00'], 'Riverside');
const walk = activity('walk', 'Culture & History', 120, 0, ['08:00', '20:00'], 'City centre');
const elsewhere = activity('elsewhere', 'Shopping', 60, 0, ['10:00', '18:00'], 'Downtown');

const catalogue: ActivityCatalogue = {
  cities: [
    { city: 'Testville', country: 'Testland', aliases: [], activities: [museum, market, tower, park, bar] },
    { city: 'Otherton', country: 'Testland', aliases: [], activities: [elsewhere] },
  ],
  generic: [walk],
};

const request: TripPlanRequest = {
  destination: 'Testville, Testland',
  startDate: '2025-06-01',
  endDate: '2025-06-02',
  travelers: 2,
  budget: '$200',
  interests: ['Museums', 'Food & Dining'],
  travelStyle: 'mid-range',
};

const at = (a: CatalogueActivity, time: string): TripPlanActivity => ({
  id: a.id,
  name: a.name,
  type: a.interest,
  time,
  duration: a.durationMinutes,
  cost: a.costUsd,
  notes: a.note,
  area: a.area,
  generic: a === walk,
});

/** Costs 55 a person (110 for two); moves between areas leave 30 minutes; every place within its hours. */
const valid = (): TripPlanDay[] => [
  { date: '2025-06-01', activities: [at(market, '09:00'), at(museum, '10:00'), at(park, '12:30')] },
  { date: '2025-06-02', activities: [at(tower, '10:00'), at(walk, '11:30'), at(bar, '18:00')] },
];

/** The valid plan with one day's activities replaced. */
const withDay = (index: number, activities: TripPlanActivity[]): TripPlanDay[] =>
  valid().map((day, i) => (i === index ? { ...day, activities } : day));

const constraints = (days: TripPlanDay[], req: TripPlanRequest = request) =>
  checkItinerary(req, { days }, catalogue).map((v) => [v.constraint, v.date]);

describe('checkItinerary', () => {
  it('finds nothing wrong with a valid plan', () => {
    expect(checkItinerary(request, { days: valid() }, catalogue)).toEqual([]);
  });

  it('(1) reports a missing day and days out of order', () => {
    expect(constraints(valid().slice(0, 1))).toEqual([['dates', undefined]]);
    const [first, second] = valid();
    expect(constraints([second!, first!])).toEqual([
      ['dates', '2025-06-02'],
      ['dates', '2025-06-01'],
    ]);
  });

  it('(2) reports an activity outside its opening hours', () => {
    expect(constraints(withDay(1, [at(tower, '10:00'), at(walk, '11:30'), at(bar, '17:00')]))).toEqual([
      ['hours', '2025-06-02'],
    ]);
  });

  it('(2) reports an activity running past 22:00', () => {
    const late = activity('late', 'Nightlife', 90, 0, ['08:00', '22:00'], 'Riverside');
    const lateCatalogue = { ...catalogue, generic: [walk, late] };
    const days = withDay(1, [at(tower, '10:00'), at(walk, '11:30'), { ...at(late, '21:00'), generic: true }]);
    const violations = checkItinerary(request, { days }, lateCatalogue);
    expect(violations).toEqual([
      { constraint: 'hours', date: '2025-06-02', message: expect.stringContaining('08:00–22:00') as string },
    ]);
  });

  it('(2) reports overlapping activities', () => {
    expect(constraints(withDay(0, [at(market, '09:00'), at(museum, '09:30'), at(park, '12:30')]))).toEqual([
      ['overlap', '2025-06-01'],
    ]);
  });

  it('(2) reports too little travel time between areas, but needs none within one', () => {
    expect(constraints(withDay(0, [at(market, '09:00'), at(museum, '10:00'), at(park, '12:10')]))).toEqual([
      ['travel-time', '2025-06-01'],
    ]);
  });

  it('(3) reports a plan over the budget, counting every traveler', () => {
    expect(constraints(valid(), { ...request, budget: '$100' })).toEqual([['budget', undefined]]);
    expect(constraints(valid(), { ...request, budget: '50 per person' })).toEqual([['budget', undefined]]);
    expect(constraints(valid(), { ...request, budget: 'whatever it takes' })).toEqual([]);
  });

  it('(4) reports a chosen interest with no activity, when the trip has room for all of them', () => {
    expect(constraints(valid(), { ...request, interests: ['Museums', 'Shopping'] })).toEqual([
      ['interests', undefined],
    ]);
    const oneDay = { ...request, endDate: '2025-06-01' };
    const tooMany: TripPlanRequest['interests'] = ['Museums', 'Shopping', 'Nightlife', 'Photography', 'Architecture'];
    expect(constraints(valid().slice(0, 1), { ...oneDay, interests: tooMany })).toEqual([]);
  });

  it('(5) reports an activity planned twice', () => {
    expect(constraints(withDay(1, [at(tower, '10:00'), at(museum, '11:00'), at(bar, '18:00')]))).toEqual([
      ['repeat', '2025-06-02'],
    ]);
  });

  it('(6) reports a day outside the style’s pace', () => {
    expect(constraints(withDay(1, [at(bar, '18:00')]))).toEqual([['pace', '2025-06-02']]);
    expect(constraints(withDay(1, [at(bar, '18:00')]), { ...request, travelStyle: 'luxury' })).toEqual([]);
    expect(constraints(valid(), { ...request, travelStyle: 'luxury' })).toEqual([]);
  });

  it('reports an activity not of the destination, or not as the catalogue has it', () => {
    expect(constraints(withDay(1, [at(tower, '10:00'), at(elsewhere, '11:30'), at(bar, '18:00')]))).toEqual([
      ['catalogue', '2025-06-02'],
    ]);
    expect(
      constraints(withDay(1, [at(tower, '10:00'), { ...at(walk, '11:30'), cost: 0.5 }, at(bar, '18:00')])),
    ).toEqual([['catalogue', '2025-06-02']]);
    expect(
      constraints(withDay(1, [at(tower, '10:00'), { ...at(walk, '11:30'), generic: false }, at(bar, '18:00')])),
    ).toEqual([['catalogue', '2025-06-02']]);
  });

  it('reports every violation at once', () => {
    const broken = [{ date: '2025-06-01', activities: [at(museum, '08:00'), at(museum, '09:00')] }];
    expect(constraints(broken, { ...request, budget: '$10', interests: ['Shopping'] })).toEqual([
      ['dates', undefined],
      ['hours', '2025-06-01'],
      ['overlap', '2025-06-01'],
      ['budget', undefined],
      ['interests', undefined],
      ['repeat', '2025-06-01'],
    ]);
  });
});
