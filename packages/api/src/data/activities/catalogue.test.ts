import { PLANNER_INTERESTS, TRIP_PLAN_LIMITS } from '@farewise/contracts';
import { describe, expect, it } from 'vitest';
import { findCity } from '../../domain/planner/catalogue';
import { toMinutes } from '../../domain/planner/clock';
import { PLANNER_DAY, PLANNER_PACE } from '../../domain/planner/rules';
import { ACTIVITY_CATALOGUE } from './index';

const { cities, generic } = ACTIVITY_CATALOGUE;
const everyActivity = [...cities.flatMap((city) => city.activities), ...generic];

describe('the activity catalogue', () => {
  it('has the 12 cities of the brief, each with 12–18 activities', () => {
    expect(cities.map((c) => c.city)).toEqual([
      'Paris',
      'London',
      'Rome',
      'Barcelona',
      'Amsterdam',
      'Berlin',
      'Lisbon',
      'New York',
      'Tokyo',
      'Bangkok',
      'Sydney',
      'Bali',
    ]);
    for (const city of cities) {
      expect(city.activities.length, city.city).toBeGreaterThanOrEqual(12);
      expect(city.activities.length, city.city).toBeLessThanOrEqual(18);
    }
  });

  it('gives every activity a unique id', () => {
    const ids = everyActivity.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(everyActivity.map((a) => [a.id, a] as const))('%s fits its hours within the planner’s day', (_, a) => {
    const [opens, closes] = [toMinutes(a.opens), toMinutes(a.closes)];
    expect(opens).toBeGreaterThanOrEqual(toMinutes(PLANNER_DAY.start));
    expect(closes).toBeLessThanOrEqual(toMinutes(PLANNER_DAY.end));
    expect(Number.isInteger(a.durationMinutes) && a.durationMinutes > 0).toBe(true);
    expect(opens + a.durationMinutes).toBeLessThanOrEqual(closes);
  });

  it('prices every activity in whole USD, 0 or more', () => {
    for (const a of everyActivity) expect(Number.isInteger(a.costUsd) && a.costUsd >= 0, a.id).toBe(true);
  });

  it('has every activity say something and sit in a named area', () => {
    for (const a of everyActivity) {
      expect(a.name.trim(), a.id).not.toBe('');
      expect(a.note.trim(), a.id).not.toBe('');
      expect(a.area.trim(), a.id).not.toBe('');
    }
  });

  it('covers at least 8 of the 12 interests in every city, in a few named areas', () => {
    for (const city of cities) {
      expect(new Set(city.activities.map((a) => a.interest)).size, city.city).toBeGreaterThanOrEqual(8);
      const areas = new Set(city.activities.map((a) => a.area)).size;
      expect(areas, city.city).toBeGreaterThanOrEqual(3);
      expect(areas, city.city).toBeLessThanOrEqual(10);
    }
  });

  it('has generic activities for every interest, several free, enough for the longest trip without repeats', () => {
    for (const interest of PLANNER_INTERESTS)
      expect(
        generic.some((a) => a.interest === interest),
        interest,
      ).toBe(true);
    expect(generic.filter((a) => a.costUsd === 0).length).toBeGreaterThanOrEqual(10);
    const fewestPerDay = Math.max(...Object.values(PLANNER_PACE).map((pace) => pace.min));
    expect(generic.length).toBeGreaterThanOrEqual(TRIP_PLAN_LIMITS.maxDays * fewestPerDay);
  });
});

describe('findCity', () => {
  it.each([
    ['Paris', 'Paris'],
    ['paris, France', 'Paris'],
    ['  LONDON ', 'London'],
    ['New York, NY', 'New York'],
    ['NYC', 'New York'],
    ['Lisboa', 'Lisbon'],
    ['Ubud, Bali', 'Bali'],
    ['Róme', 'Rome'],
  ])('finds %j as %s', (destination, city) => {
    expect(findCity(destination, ACTIVITY_CATALOGUE)?.city).toBe(city);
  });

  it.each(['Reykjavik', 'Parisville', '', 'France, Paris'])('finds no city for %j', (destination) => {
    expect(findCity(destination, ACTIVITY_CATALOGUE)).toBeUndefined();
  });
});
