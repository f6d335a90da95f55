import { describe, expect, it } from 'vitest';
import type { AirportSuggestion, HomeSearchParams } from '@farewise/contracts';
import { draftForSearch, formValues, placeCode, searchRequest, submittedSearch } from './searchState';

const airport = (iataCode: string, city: string): AirportSuggestion => ({
  iataCode,
  name: `${city} airport`,
  city,
  country: 'Somewhere',
  countryCode: 'SW',
});
const jfk = airport('JFK', 'New York');
const cdg = airport('CDG', 'Paris');
const none: HomeSearchParams = { flexibleDates: 'anytime-year', travelers: '1-adult' };

describe('placeCode', () => {
  it('takes three letters as an IATA code, without waiting for a lookup', () => {
    expect(placeCode('jfk', { airport: null, settled: false })).toBe('JFK');
  });
  it('takes a city from its lookup: undefined while looking up, then the airport’s code or null', () => {
    expect(placeCode('Paris', { airport: null, settled: false })).toBeUndefined();
    expect(placeCode('Paris', { airport: cdg, settled: true })).toBe('CDG');
    expect(placeCode('Atlantis', { airport: null, settled: true })).toBeNull();
  });
  it('is null for no place', () => {
    expect(placeCode(undefined, { airport: null, settled: true })).toBeNull();
  });
});

describe('searchRequest (spec 01 §5, §9)', () => {
  it('sends the route, the head count and the flexibility', () => {
    expect(searchRequest({ ...none, travelers: '2-adults-1-child' }, 'JFK', 'CDG')).toEqual({
      origin: 'JFK',
      destination: 'CDG',
      travelers: 3,
      flexibleDates: 'anytime-year',
    });
  });
  it('defaults the missing airport, and searches nothing without one', () => {
    expect(searchRequest(none, 'JFK', null)).toMatchObject({ origin: 'JFK', destination: 'PAR' });
    expect(searchRequest(none, null, 'LHR')).toMatchObject({ origin: 'NYC', destination: 'LHR' });
    expect(searchRequest(none, null, null)).toBeNull();
  });
  it('waits while an airport is being looked up, rather than searching from a default', () => {
    expect(searchRequest(none, undefined, 'CDG')).toBeNull();
  });
  it('sends the departure date only for specific dates, and the cabin when set', () => {
    const dated = { ...none, departureDate: '2026-05-04', cabin: 'business' as const };
    expect(searchRequest(dated, 'JFK', 'CDG')).toMatchObject({ cabin: 'business', departureDate: undefined });
    expect(searchRequest({ ...dated, flexibleDates: 'specific-dates' }, 'JFK', 'CDG')).toMatchObject({
      flexibleDates: 'specific-dates',
      departureDate: '2026-05-04',
    });
  });
});

describe('the search form', () => {
  it('shows the search with its looked-up airports, under the unsubmitted edits', () => {
    const search = { ...none, origin: 'JFK', destination: 'Paris', travelers: '2-adults' as const };
    expect(formValues(search, {}, jfk, cdg)).toEqual({
      origin: jfk,
      destination: cdg,
      flexibleDates: 'anytime-year',
      travelers: '2-adults',
      departureDate: '',
    });
    expect(formValues(search, { origin: null, travelers: 'family' }, jfk, cdg)).toMatchObject({
      origin: null,
      destination: cdg,
      travelers: 'family',
    });
  });

  it('submits the picked airports as IATA codes, keeping the cabin and a date only for specific dates', () => {
    const values = {
      origin: jfk,
      destination: null,
      flexibleDates: 'next-3-months' as const,
      travelers: 'family' as const,
      departureDate: '2026-05-04',
    };
    expect(submittedSearch({ ...none, cabin: 'premium' }, values)).toEqual({
      origin: 'JFK',
      destination: undefined,
      flexibleDates: 'next-3-months',
      travelers: 'family',
      cabin: 'premium',
      departureDate: undefined,
    });
    expect(submittedSearch(none, { ...values, flexibleDates: 'specific-dates' })?.departureDate).toBe('2026-05-04');
  });

  it('submits nothing without an airport', () => {
    expect(submittedSearch(none, formValues(none, {}, null, null))).toBeNull();
  });

  it('after a new search, keeps a picked airport only while it is still the search’s', () => {
    const draft = { origin: jfk, destination: cdg, travelers: 'family' as const };
    expect(draftForSearch(draft, { ...none, origin: 'JFK', destination: 'LHR' })).toEqual({
      origin: jfk,
      destination: undefined,
    });
    expect(draftForSearch({}, { ...none, origin: 'JFK' })).toEqual({ origin: undefined, destination: undefined });
  });
});
