import { describe, expect, it } from 'vitest';
import { loadAirports } from '../../data/airports';
import { AirportIndex } from '../airports/AirportIndex';
import { cheaperAlternatives } from './alternatives';

const index = new AirportIndex(loadAirports());
const [jfk, cdg] = [index.get('JFK')!, index.get('CDG')!];

describe('cheaperAlternatives', () => {
  it('offers large airports near the destination that are cheaper, biggest saving first', () => {
    const alternatives = cheaperAlternatives(
      jfk,
      cdg,
      index.all,
      500,
      (airport) => 300 + airport.iataCode.charCodeAt(0),
    );
    expect(alternatives.length).toBe(3);
    expect(alternatives.map((a) => a.savings)).toEqual([...alternatives.map((a) => a.savings)].sort((a, b) => b - a));
    expect(alternatives.every((a) => a.price < 500 && !a.name.includes('Paris'))).toBe(true);
  });

  it('leaves out an airport no carrier flies to from the origin', () => {
    const all = cheaperAlternatives(jfk, cdg, index.all, 500, () => 400);
    const left = all[0]!.name;
    const without = cheaperAlternatives(jfk, cdg, index.all, 500, (airport) =>
      left.includes(`(${airport.iataCode})`) ? undefined : 400,
    );
    expect(without.map((a) => a.name)).not.toContain(left);
    expect(without).toHaveLength(all.length);
  });
});
