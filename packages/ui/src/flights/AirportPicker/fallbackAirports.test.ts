import { describe, expect, it } from 'vitest';
import { FALLBACK_AIRPORTS, matchFallbackAirports } from './fallbackAirports';

describe('fallback airports (spec 01 §9)', () => {
  it('lists 30 distinct airports', () => {
    expect(FALLBACK_AIRPORTS).toHaveLength(30);
    expect(new Set(FALLBACK_AIRPORTS.map((a) => a.iataCode)).size).toBe(30);
  });

  it('matches code, city, name and country, ignoring case and accents, exact code first', () => {
    expect(matchFallbackAirports('jfk').map((a) => a.iataCode)).toEqual(['JFK']);
    expect(matchFallbackAirports('tokyo').map((a) => a.iataCode)).toEqual(['HND', 'NRT']);
    expect(matchFallbackAirports('sao').map((a) => a.iataCode)).toEqual(['GRU']);
    expect(matchFallbackAirports('japan').map((a) => a.iataCode)).toEqual(['HND', 'NRT']);
    expect(matchFallbackAirports('mad')[0]?.iataCode).toBe('MAD');
  });

  it('needs 2 characters and returns at most 10', () => {
    expect(matchFallbackAirports('j')).toEqual([]);
    expect(matchFallbackAirports('in').length).toBe(10);
  });
});
