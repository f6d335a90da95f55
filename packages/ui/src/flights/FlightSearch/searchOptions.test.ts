import { describe, expect, it } from 'vitest';
import { routeToSearch, travelerOptions } from './searchOptions';

describe('routeToSearch (spec 01 §5)', () => {
  it('refuses a search with no airport', () => {
    expect(routeToSearch(null, null)).toBeNull();
  });
  it('defaults a missing origin to NYC and a missing destination to PAR', () => {
    expect(routeToSearch(null, 'LHR')).toEqual({ origin: 'NYC', destination: 'LHR' });
    expect(routeToSearch('JFK', null)).toEqual({ origin: 'JFK', destination: 'PAR' });
    expect(routeToSearch('JFK', 'CDG')).toEqual({ origin: 'JFK', destination: 'CDG' });
  });
  it('counts travelers for each option id', () => {
    expect(travelerOptions.map((o) => [o.value, o.count])).toEqual([
      ['1-adult', 1],
      ['2-adults', 2],
      ['2-adults-1-child', 3],
      ['family', 4],
    ]);
  });
});
