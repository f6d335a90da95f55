import { describe, expect, it } from 'vitest';
import {
  BudgetSearchParams,
  DealsSearchParams,
  DestinationsSearchParams,
  HelpSearchParams,
  HomeSearchParams,
  HotelsSearchParams,
  TripPlannerSearchParams,
  TripsSearchParams,
  InspirationSearchParams,
} from './searchParams';

describe('screen search params (DESIGN §5)', () => {
  it('give every default for an empty query string', () => {
    expect(HomeSearchParams.parse({})).toEqual({ flexibleDates: 'anytime-year', travelers: '1-adult' });
    expect(DestinationsSearchParams.parse({})).toEqual({ q: '', category: 'all' });
    expect(DealsSearchParams.parse({})).toEqual({ q: '', region: 'all', type: 'all' });
    expect(HelpSearchParams.parse({})).toEqual({ q: '', tab: 'faqs', category: 'all' });
    expect(InspirationSearchParams.parse({})).toEqual({ q: '', category: 'all', season: 'all', budget: 'all' });
  });

  it('keep valid values', () => {
    expect(
      HomeSearchParams.parse({
        origin: ' JFK ',
        destination: 'Paris',
        flexibleDates: 'specific-dates',
        travelers: 'family',
        cabin: 'business',
        departureDate: '2026-05-04',
      }),
    ).toEqual({
      origin: 'JFK',
      destination: 'Paris',
      flexibleDates: 'specific-dates',
      travelers: 'family',
      cabin: 'business',
      departureDate: '2026-05-04',
    });
    expect(DealsSearchParams.parse({ q: 'tokyo', region: 'Asia', type: 'package' })).toEqual({
      q: 'tokyo',
      region: 'Asia',
      type: 'package',
    });
    expect(HelpSearchParams.parse({ q: 'fees', tab: 'guides', category: 'payments' })).toEqual({
      q: 'fees',
      tab: 'guides',
      category: 'payments',
    });
  });

  it('fall back, field by field, instead of failing on a bad value', () => {
    expect(
      HomeSearchParams.parse({
        origin: 'J',
        flexibleDates: 'soon',
        travelers: 3,
        cabin: 'first',
        departureDate: '2026-02-30',
      }),
    ).toEqual({ flexibleDates: 'anytime-year', travelers: '1-adult' });
    expect(DestinationsSearchParams.parse({ q: { a: 1 }, category: 'moon' })).toEqual({ q: '', category: 'all' });
    expect(DealsSearchParams.parse({ region: 'europe', type: ['flight'] })).toEqual({
      q: '',
      region: 'all',
      type: 'all',
    });
    expect(HelpSearchParams.parse({ tab: 'videos', category: 7 })).toEqual({ q: '', tab: 'faqs', category: 'all' });
  });

  it('read a number-looking search text as text, and cut it to 100 characters', () => {
    expect(DestinationsSearchParams.parse({ q: 747 }).q).toBe('747');
    expect(DestinationsSearchParams.parse({ q: 'x'.repeat(101) }).q).toBe('x'.repeat(100));
  });

  it('offer no "year-round" season: such trips match every season', () => {
    expect(InspirationSearchParams.parse({ season: 'year-round' }).season).toBe('all');
    expect(InspirationSearchParams.parse({ season: 'winter', budget: 'luxury' })).toMatchObject({
      season: 'winter',
      budget: 'luxury',
    });
  });

  it('drop unknown params', () => {
    expect(DestinationsSearchParams.parse({ q: 'bali', utm_source: 'mail' })).toEqual({ q: 'bali', category: 'all' });
  });
});

describe('hotel search params (spec 02 §9)', () => {
  it('default to 2 guests, 1 room, no filter, cheapest first', () => {
    expect(HotelsSearchParams.parse({})).toEqual({ guests: 2, rooms: 1, filter: 'all', sort: 'price' });
  });

  it('fall back on guests, rooms, filter and sort out of range', () => {
    expect(HotelsSearchParams.parse({ guests: 7, rooms: 0, filter: 'cheap', sort: 'stars' })).toEqual({
      guests: 2,
      rooms: 1,
      filter: 'all',
      sort: 'price',
    });
    expect(HotelsSearchParams.parse({ checkInDate: '2026-02-30', destination: 'X' })).toEqual({
      guests: 2,
      rooms: 1,
      filter: 'all',
      sort: 'price',
    });
  });
});

describe('budget calculator search params (spec 02 §5, §9)', () => {
  it('default to a week for two, mid-range, leisure, no destination', () => {
    expect(BudgetSearchParams.parse({})).toEqual({
      destination: '',
      duration: 7,
      travelers: 2,
      travelStyle: 'mid-range',
      tripType: 'leisure',
    });
  });

  it('keep valid values', () => {
    expect(
      BudgetSearchParams.parse({
        destination: 'Paris',
        duration: 5,
        travelers: 3,
        travelStyle: 'luxury',
        tripType: 'family',
      }),
    ).toEqual({ destination: 'Paris', duration: 5, travelers: 3, travelStyle: 'luxury', tripType: 'family' });
  });

  it('clamp out-of-range counts as typing them does: days 1–90, travelers 1–20', () => {
    expect(BudgetSearchParams.parse({ duration: 200, travelers: 0 })).toMatchObject({ duration: 90, travelers: 1 });
    expect(BudgetSearchParams.parse({ duration: 2.5, travelers: 50 })).toMatchObject({ duration: 2, travelers: 20 });
  });

  it('fall back, field by field, on values that are not numbers or choices', () => {
    expect(
      BudgetSearchParams.parse({
        destination: 42,
        duration: 'week',
        travelers: null,
        travelStyle: 'cheap',
        tripType: 'x',
      }),
    ).toEqual({ destination: '42', duration: 7, travelers: 2, travelStyle: 'mid-range', tripType: 'leisure' });
  });
});

describe('trip organiser params', () => {
  it('select a trip by uuid and a tab, falling back to the overview of the first trip', () => {
    const trip = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    expect(TripsSearchParams.parse({ trip, tab: 'expenses' })).toEqual({ trip, tab: 'expenses' });
    expect(TripsSearchParams.parse({ trip: 'nope', tab: 'photos' })).toEqual({ tab: 'overview' });
  });
});

describe('trip planner params', () => {
  it('default to 2 travelers, mid-range, no interests, and drop what is not the planner’s', () => {
    expect(TripPlannerSearchParams.parse({})).toEqual({
      destination: '',
      travelers: 2,
      budget: '',
      interests: [],
      travelStyle: 'mid-range',
    });
    expect(
      TripPlannerSearchParams.parse({
        travelers: 40,
        interests: ['Skydiving'],
        travelStyle: 'lavish',
        startDate: 'soon',
      }),
    ).toMatchObject({ travelers: 2, interests: [], travelStyle: 'mid-range' });
  });
});
