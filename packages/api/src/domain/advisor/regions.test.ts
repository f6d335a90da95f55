import { describe, expect, it } from 'vitest';
import { countryName, inRegion, regionFinder, REGIONS } from './regions';

const find = regionFinder([
  { name: 'Türkiye', code: 'TR' },
  { name: 'Turkey', code: 'TR' },
  { name: 'United Kingdom', code: 'GB' },
  { name: 'Japan', code: 'JP' },
]);

describe('inRegion', () => {
  const europe = REGIONS.find((region) => region.name === 'Europe')!;

  it('holds a place on one of the region’s continents or in one of its countries', () => {
    expect(inRegion(europe, { continent: 'EU', countryCode: 'FR' })).toBe(true);
    // OurAirports puts the Canary Islands in Africa; travellers count them as Europe.
    expect(inRegion(europe, { continent: 'AF', countryCode: 'ES' })).toBe(true);
    expect(inRegion(europe, { continent: 'AF', countryCode: 'MA' })).toBe(false);
  });
});

describe('regionFinder', () => {
  it('finds a region by any of its names, case, accents and a leading “the” aside', () => {
    expect(find('Europe')?.continents).toEqual(['EU']);
    expect(find('the Caribbean')?.name).toBe('the Caribbean');
    expect(find('SOUTHEAST ASIA')?.countries).toContain('TH');
    expect(find('Scandinavian')?.name).toBe('Scandinavia');
  });

  it('finds a country by its name, the first name given, or a common other name', () => {
    expect(find('turkiye')).toEqual({ name: 'Türkiye', continents: [], countries: ['TR'] });
    expect(find('Turkey')?.name).toBe('Türkiye');
    expect(find('the UK')).toEqual({ name: 'the United Kingdom', continents: [], countries: ['GB'] });
    expect(find('Britain')?.countries).toEqual(['GB']);
    expect(find('Japan')?.name).toBe('Japan');
  });

  it('finds nothing for other words, or a country it was not given', () => {
    expect(find('Paris')).toBeUndefined();
    expect(find('America')).toBeUndefined();
    expect(find('France')).toBeUndefined();
  });
});

describe('countryName', () => {
  it.each([
    ['United States', 'the United States'],
    ['Netherlands', 'the Netherlands'],
    ['Maldives', 'the Maldives'],
    ['Czech Republic', 'the Czech Republic'],
    ['Japan', 'Japan'],
    ['Fiji', 'Fiji'],
  ])('writes %s as “%s”', (name, written) => {
    expect(countryName(name)).toBe(written);
  });
});
