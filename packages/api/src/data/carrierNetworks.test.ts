import { describe, expect, it } from 'vitest';
import { AIRPORT_LIMITS } from './airportLimits';
import { loadAirlineNames } from './airlines';
import { loadAirports } from './airports';
import { CARRIERS } from './carrierNetworks';

const codes = new Set(loadAirports().map((airport) => airport.iataCode));
const names = loadAirlineNames();

describe('the carrier networks', () => {
  it('name known airports as hubs, bases and limited airports', () => {
    const named = [...CARRIERS.flatMap((carrier) => carrier.hubs), ...Object.keys(AIRPORT_LIMITS)];
    expect(named.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('list each carrier once, by the name travellers know (not its cargo arm)', () => {
    expect(new Set(CARRIERS.map((c) => c.code)).size).toBe(CARRIERS.length);
    expect(CARRIERS.filter((c) => names(c.code) === c.code)).toEqual([]);
    expect([names('LH'), names('SQ'), names('AF')]).toEqual(['Lufthansa', 'Singapore Airlines', 'Air France']);
  });

  it('keep low-cost carriers to short and medium hauls, outside the alliances', () => {
    for (const carrier of CARRIERS.filter((c) => c.tier === 'low-cost')) {
      expect(carrier.rangeKm).toBeLessThan(8000);
      expect(carrier.alliance).toBeUndefined();
    }
  });
});
