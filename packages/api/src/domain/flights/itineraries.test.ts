import { DateTime, Duration } from 'luxon';
import { describe, expect, it } from 'vitest';
import { Flight } from '@farewise/contracts';
import { AIRPORT_LIMITS } from '../../data/airportLimits';
import { loadAirlineNames } from '../../data/airlines';
import { loadAirports } from '../../data/airports';
import { CARRIERS } from '../../data/carrierNetworks';
import { AirportIndex } from '../airports/AirportIndex';
import { distanceKm } from '../pricing/geo';
import { buildItineraries, cheapestFare, rankByValue } from './itineraries';

const index = new AirportIndex(loadAirports());
const names = loadAirlineNames();
const lookup = (code: string) => index.get(code);
const build = (from: string, to: string, date = '2026-05-13') =>
  buildItineraries(
    {
      origin: index.get(from)!,
      destination: index.get(to)!,
      departureDate: date,
      bookedOn: '2026-03-15',
      cabin: 'economy',
    },
    names,
    lookup,
  );

const minutesOf = (flight: Flight) => Duration.fromISO(String(flight.duration)).as('minutes');

describe('buildItineraries', () => {
  it('answers contract-valid flights with real carriers', () => {
    const flights = build('JFK', 'CDG');
    expect(flights.length).toBeGreaterThanOrEqual(6);
    for (const flight of flights) expect(() => Flight.parse(flight)).not.toThrow();
    expect(new Set(flights.map((f) => f.id)).size).toBe(flights.length);
    const known = CARRIERS.map((c) => c.code);
    expect(flights.every((f) => known.includes(f.carrierCode))).toBe(true);
    expect(names('AF')).toBe('Air France');
    for (const flight of flights) expect(flight.airline).toBe(names(flight.carrierCode));
    expect(flights.every((f) => f.airline !== f.carrierCode)).toBe(true);
  });

  it('states times in each airport’s own zone, consistent with the duration', () => {
    for (const flight of build('JFK', 'CDG')) {
      expect(flight.departureTime).toMatch(/^2026-05-13T\d\d:\d\d:00-04:00$/);
      expect(flight.arrivalTime).toMatch(/\+02:00$/);
      const elapsed = DateTime.fromISO(flight.arrivalTime).diff(
        DateTime.fromISO(flight.departureTime),
        'minutes',
      ).minutes;
      expect(elapsed).toBe(minutesOf(flight));
    }
  });

  it('flies nonstop across the Atlantic in 7–9 hours, only on US and French carriers, and connections take longer', () => {
    const flights = build('JFK', 'CDG');
    expect(
      flights.filter((f) => f.stops === 0).every((f) => ['AA', 'DL', 'UA', 'AS', 'B6', 'AF'].includes(f.carrierCode)),
    ).toBe(true);
    const nonstop = flights.filter((f) => f.stops === 0).map(minutesOf);
    const oneStop = flights.filter((f) => f.stops === 1).map(minutesOf);
    expect(Math.min(...nonstop)).toBeGreaterThanOrEqual(7 * 60);
    expect(Math.max(...nonstop)).toBeLessThanOrEqual(9 * 60);
    expect(Math.min(...oneStop)).toBeGreaterThan(Math.max(...nonstop));
  });

  it('offers low-cost nonstops on a short European hop and resolves metro codes to their airports', () => {
    const flights = build('LON', 'PAR');
    expect(flights.some((f) => ['U2', 'FR', 'W6', 'VY'].includes(f.carrierCode))).toBe(true);
    expect(flights.every((f) => ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'].includes(f.origin))).toBe(true);
    expect(flights.every((f) => f.stops === 0)).toBe(true);
  });

  it('is stable for the same inputs and changes with the date', () => {
    expect(build('JFK', 'CDG')).toEqual(build('JFK', 'CDG'));
    expect(build('JFK', 'CDG', '2026-05-15').map((f) => f.price)).not.toEqual(build('JFK', 'CDG').map((f) => f.price));
  });
});

describe('plausible carriers and airports', () => {
  const DATES = ['2026-05-13', '2026-08-21', '2026-11-29'];
  const kmOf = (flight: Flight) => distanceKm(index.get(flight.origin)!, index.get(flight.destination)!);
  const nonstops = (routes: ReadonlyArray<readonly [string, string]>) =>
    routes.flatMap(([from, to]) => DATES.flatMap((date) => build(from, to, date))).filter((f) => f.stops === 0);
  const CITIES = ['NYC', 'LON', 'PAR', 'LAX', 'ATL', 'MIA', 'YTO', 'MEX', 'SAO', 'MAD', 'FRA', 'ROM', 'IST', 'DXB'];
  const MORE = ['DEL', 'SIN', 'HKG', 'TYO', 'SYD', 'JNB', 'CAI', 'LIS', 'BCN', 'DUB', 'KEF', 'DPS', 'BKK', 'MDW'];
  const grid = [...CITIES, ...MORE].flatMap((from) =>
    [...CITIES, ...MORE].filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it('never offers a long-haul nonstop from LGA or to BVA', () => {
    const flights = nonstops([
      ['NYC', 'PAR'],
      ['NYC', 'LON'],
      ['NYC', 'ROM'],
      ['NYC', 'TYO'],
      ['NYC', 'LAX'],
      ['LGA', 'CDG'],
      ['LGA', 'ORD'],
      ['LON', 'PAR'],
      ['DUB', 'BVA'],
      ['NYC', 'BVA'],
    ]);
    const lga = flights.filter((f) => f.origin === 'LGA' || f.destination === 'LGA');
    const bva = flights.filter((f) => f.origin === 'BVA' || f.destination === 'BVA');
    expect(lga.length).toBeGreaterThan(0);
    expect(bva.length).toBeGreaterThan(0);
    for (const flight of lga) expect(kmOf(flight)).toBeLessThanOrEqual(AIRPORT_LIMITS.LGA!.maxKm!);
    for (const flight of bva) {
      expect(CARRIERS.find((c) => c.code === flight.carrierCode)?.tier).toBe('low-cost');
      expect(kmOf(flight)).toBeLessThan(4000);
    }
  });

  it('every nonstop’s carrier has a hub or base at one end, and flies that far', () => {
    for (const flight of nonstops(grid.slice(0, 200))) {
      const carrier = CARRIERS.find((c) => c.code === flight.carrierCode);
      expect(carrier?.hubs.some((hub) => hub === flight.origin || hub === flight.destination)).toBe(true);
      expect(kmOf(flight)).toBeLessThanOrEqual(carrier!.rangeKm);
    }
  });

  it('flies New York–Paris nonstop from JFK or Newark to CDG or Orly, on carriers based at one end', () => {
    const flights = nonstops([['NYC', 'PAR']]);
    expect(new Set(flights.map((f) => f.carrierCode))).toEqual(new Set(['AA', 'DL', 'UA', 'B6', 'AF']));
    expect(flights.every((f) => ['JFK', 'EWR'].includes(f.origin) && ['CDG', 'ORY'].includes(f.destination))).toBe(
      true,
    );
  });
});

describe('cheapestFare', () => {
  const cheapest = (departureDate: string, bookedOn = '2026-03-15') =>
    cheapestFare(
      { origin: index.get('JFK')!, destination: index.get('CDG')!, departureDate, bookedOn, cabin: 'economy' },
      lookup,
    );

  it('equals the cheapest itinerary of the day', () => {
    expect(cheapest('2026-05-13')).toBe(Math.min(...build('JFK', 'CDG').map((f) => f.price)));
  });

  it('depends on the departure date: midweek beats Friday, July beats February, last minute costs most', () => {
    expect(cheapest('2026-05-13')).toBeLessThan(cheapest('2026-05-15'));
    expect(cheapest('2026-07-15', '2026-05-31')).toBeGreaterThan(cheapest('2027-02-17', '2027-01-03'));
    expect(cheapest('2026-03-18')).toBeGreaterThan(cheapest('2026-05-13'));
  });
});

describe('rankByValue', () => {
  it('puts a slightly dearer but much faster flight above a slow cheap one', () => {
    const base = {
      airline: 'X',
      carrierCode: 'XX',
      origin: 'JFK',
      destination: 'CDG',
      departureTime: '2026-05-13T08:00:00-04:00',
      arrivalTime: '2026-05-13T22:00:00+02:00',
      date: '2026-05-13',
    };
    const fast = { ...base, id: 'fast', duration: 'PT7H', stops: 0, price: 520 };
    const slow = { ...base, id: 'slow', duration: 'PT13H', stops: 1, price: 480 };
    expect(rankByValue([slow, fast]).map((f) => f.id)).toEqual(['fast', 'slow']);
  });
});
