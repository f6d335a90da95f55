import { describe, expect, it } from 'vitest';
import { loadAirports } from '../../data/airports';
import { DESTINATIONS } from '../../data/destinations';
import { AirportIndex } from '../airports/AirportIndex';
import { placeKey, resolveStayPlace } from './place';

const airports = new AirportIndex(loadAirports());
const resolve = (destination: string) => resolveStayPlace(airports, destination, DESTINATIONS);

describe('resolveStayPlace', () => {
  it('gives one place for every code and name of a city: metro code, airport codes, the name in any case', () => {
    const paris = resolve('PAR');
    expect(paris).toMatchObject({ city: 'Paris', country: 'France', countryCode: 'FR', continent: 'EU' });
    for (const destination of ['CDG', 'ory', 'Paris', 'paris', ' PARIS ']) expect(resolve(destination)).toEqual(paris);
    const newYork = resolve('NYC');
    expect(newYork).toMatchObject({ city: 'New York', countryCode: 'US' });
    for (const destination of ['JFK', 'LGA', 'new york']) expect(resolve(destination)).toEqual(newYork);
  });

  it('places a city at the middle of its airports', () => {
    const cdg = airports.get('CDG')!;
    const ory = airports.get('ORY')!;
    expect(resolve('Paris')).toMatchObject({
      latitude: (cdg.latitude + ory.latitude) / 2,
      longitude: (cdg.longitude + ory.longitude) / 2,
    });
    expect(resolve('LIS')).toMatchObject({ latitude: airports.get('LIS')!.latitude });
  });

  it('finds names without their accents and cities without the district the airport data adds', () => {
    expect(resolve('Sao Paulo')?.city).toBe('São Paulo');
    // OurAirports: "Hanoi (Soc Son)", "Arnavutköy, Istanbul".
    expect(resolve('HAN')?.city).toBe('Hanoi');
    expect(resolve('Hanoi')?.city).toBe('Hanoi');
    expect(resolve('IST')?.city).toBe('Istanbul');
    // A metro code is its city, not its main airport's municipality (Dulles).
    expect(resolve('WAS')?.city).toBe('Washington');
  });

  it('knows the curated destinations by the city their pages link with, at their airport’s city', () => {
    const osaka = resolve('OSA')!;
    expect(resolve('Kyoto')).toEqual({ ...osaka, city: 'Kyoto' });
    expect(resolve('Thira')).toMatchObject({ city: 'Thira', countryCode: 'GR' });
    // Not San Jose, California.
    expect(resolve('San José')).toMatchObject({ city: 'San José', country: 'Costa Rica' });
    expect(resolve('Paris')).toEqual(resolve('PAR'));
  });

  it('knows no place for an unknown code or name, or only the start of a name', () => {
    for (const destination of ['XYZ', 'Atlantis', 'Pari', 'Paris France']) expect(resolve(destination)).toBeUndefined();
  });
});

describe('placeKey', () => {
  it('names a city by its country and folded name', () => {
    expect(placeKey({ city: 'São Paulo', countryCode: 'BR' })).toBe('BR:sao paulo');
  });
});
