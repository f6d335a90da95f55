import { describe, expect, it } from 'vitest';
import { AirportIndex } from '../domain/airports/AirportIndex';
import { loadAirports } from './airports';

const airports = loadAirports();
const index = new AirportIndex(airports);
const codes = (query: string) => index.search(query, 10).map((a) => a.iataCode);

describe('airport data', () => {
  it('holds at least 3,000 airports with an IATA code, scheduled service and a time zone', () => {
    const real = airports.filter((a) => a.size !== 'metro');
    expect(real.length).toBeGreaterThanOrEqual(3000);
    expect(real.every((a) => /^[A-Z]{3}$/.test(a.iataCode) && a.timeZone.includes('/'))).toBe(true);
  });

  it('knows the main airports with their cities, countries and zones', () => {
    expect(index.get('JFK')).toMatchObject({
      city: 'New York',
      country: 'United States',
      countryCode: 'US',
      timeZone: 'America/New_York',
    });
    expect(index.get('cdg')).toMatchObject({ city: 'Paris', countryCode: 'FR', timeZone: 'Europe/Paris' });
  });

  it('adds metro codes that stand for all their airports', () => {
    expect(index.get('NYC')).toMatchObject({ size: 'metro', airports: ['JFK', 'EWR', 'LGA'], city: 'New York' });
    expect(index.get('PAR')?.airports).toEqual(['CDG', 'ORY', 'BVA']);
    // Named for the city, not for the main airport's municipality (Dulles, Ezeiza).
    expect(index.get('WAS')?.city).toBe('Washington');
    expect(index.get('BUE')?.city).toBe('Buenos Aires');
  });
});

describe('airport search ranking', () => {
  it('puts an exact IATA code first, above cities that start with the same letters', () => {
    expect(codes('JFK')[0]).toBe('JFK');
    expect(codes('par')[0]).toBe('PAR');
    const ber = codes('BER');
    expect(ber[0]).toBe('BER');
    expect(ber.length).toBeGreaterThan(1);
  });

  it('finds a city: its metro code, then its large airports', () => {
    const paris = codes('Paris');
    expect(paris[0]).toBe('PAR');
    expect(paris.slice(1, 3)).toEqual(expect.arrayContaining(['CDG', 'ORY']));
  });

  it('matches prefixes of the city, the airport name and the country, ignoring accents and case', () => {
    expect(codes('new york')).toEqual(expect.arrayContaining(['NYC', 'JFK', 'LGA']));
    expect(codes('heathrow')[0]).toBe('LHR');
    expect(codes('sao paulo')).toContain('GRU');
    expect(codes('SÃO')).toContain('GRU');
    expect(index.search('japan', 10).every((a) => a.countryCode === 'JP')).toBe(true);
  });

  it('returns at most the limit, and nothing for nonsense', () => {
    expect(index.search('an', 10)).toHaveLength(10);
    expect(codes('zzqx')).toEqual([]);
  });
});
