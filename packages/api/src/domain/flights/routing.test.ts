import { describe, expect, it } from 'vitest';
import { loadAirports } from '../../data/airports';
import { CARRIERS } from '../../data/carrierNetworks';
import { AirportIndex } from '../airports/AirportIndex';
import { distanceKm } from '../pricing/geo';
import { routeOptions, type RouteOption } from './routing';

const index = new AirportIndex(loadAirports());
const lookup = (code: string) => index.get(code);
const options = (from: string, to: string) => routeOptions(index.get(from)!, index.get(to)!, lookup);
const describeOption = (o: RouteOption) =>
  `${o.carrier.code} ${[o.origin, o.via, o.destination].flatMap((a) => (a ? [a.iataCode] : [])).join('-')}`;

describe('routeOptions', () => {
  it('connects only at a hub of the carrier or of its alliance, never in an end’s own city', () => {
    const routes = [
      ['NYC', 'DPS'],
      ['NYC', 'SYD'],
      ['LGA', 'CDG'],
      ['LIS', 'NRT'],
      ['CPT', 'SEA'],
      ['PAR', 'CUN'],
      ['LON', 'KEF'],
      ['NYC', 'MIA'],
      ['LAX', 'MEX'],
    ] as const;
    const connections = routes.flatMap(([from, to]) => options(from, to)).filter((o) => o.stops === 1);
    expect(connections.length).toBeGreaterThan(20);
    for (const option of connections) {
      const alliance = CARRIERS.filter(
        (c) => c === option.carrier || (c.alliance && c.alliance === option.carrier.alliance),
      );
      expect(alliance.some((c) => c.hubs.includes(option.via!.iataCode))).toBe(true);
      expect(distanceKm(option.origin, option.via!)).toBeGreaterThan(150);
      expect(distanceKm(option.via!, option.destination)).toBeGreaterThan(150);
      const km = distanceKm(option.origin, option.destination);
      expect(option.legsKm[0]! + option.legsKm[1]!).toBeLessThanOrEqual(km + Math.max(0.3 * km, 700));
      expect(option.legsKm).toEqual([
        distanceKm(option.origin, option.via!),
        distanceKm(option.via!, option.destination),
      ]);
    }
  });

  it('connects on the way, not round the world: New York–Bali via Asia, New York–Sydney via the Pacific', () => {
    const via = (from: string, to: string) => options(from, to).map((o) => index.get(o.via!.iataCode)!.continent);
    expect(new Set(via('NYC', 'DPS'))).toEqual(new Set(['AS']));
    expect(via('NYC', 'SYD').every((continent) => continent === 'NA' || continent === 'OC')).toBe(true);
  });

  it('takes low-cost carriers from their bases to secondary airports, and network carriers to the main one', () => {
    const london = options('LON', 'PAR');
    const lowCost = london.filter((o) => o.carrier.tier === 'low-cost');
    expect(lowCost.length).toBeGreaterThan(0);
    for (const option of lowCost) {
      expect(
        option.carrier.hubs.some((hub) => [option.origin.iataCode, option.destination.iataCode].includes(hub)),
      ).toBe(true);
      expect(option.origin.iataCode).not.toBe('LHR');
    }
    for (const option of london.filter((o) => o.carrier.tier !== 'low-cost')) {
      expect(['LHR', 'LGW', 'LCY']).toContain(option.origin.iataCode);
      expect(option.destination.iataCode).not.toBe('BVA');
    }
    const dublin = options('DUB', 'PAR').map(describeOption);
    expect(dublin).toEqual(expect.arrayContaining(['FR DUB-BVA', 'EI DUB-CDG', 'AF DUB-CDG']));
    expect(options('DUB', 'BVA').map(describeOption)).toEqual(['FR DUB-BVA']);
  });

  it('offers only nonstops on a short route that has them', () => {
    expect(options('LON', 'PAR').every((o) => o.stops === 0)).toBe(true);
  });

  it('still connects a route nothing plausible serves, through a network carrier’s hub, within airport limits', () => {
    const remote = options('LGA', 'DPS');
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((o) => o.stops === 1 && o.carrier.tier !== 'low-cost')).toBe(true);
    expect(Math.max(...remote.map((o) => o.legsKm[0]!))).toBeLessThanOrEqual(2414);
    expect(options('NYC', 'BVA')).toEqual([]);
    expect(options('BVA', 'SYD')).toEqual([]);
  });
});
