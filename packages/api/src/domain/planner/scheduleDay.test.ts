import { describe, expect, it } from 'vitest';
import type { CatalogueActivity } from './catalogue';
import { toClock } from './clock';
import { scheduleDay } from './scheduleDay';

const activity = (
  id: string,
  area: string,
  durationMinutes: number,
  opens: string,
  closes: string,
): CatalogueActivity => ({
  id,
  name: id,
  interest: 'Museums',
  durationMinutes,
  costUsd: 0,
  opens,
  closes,
  area,
  note: id,
});

const times = (activities: CatalogueActivity[]) =>
  scheduleDay(activities)?.map(({ activity, start }) => `${toClock(start)} ${activity.id}`);

describe('scheduleDay', () => {
  it('starts each activity when it opens or when the one before ends, with travel time between areas', () => {
    expect(
      times([activity('gallery', 'North', 120, '10:00', '18:00'), activity('garden', 'South', 60, '08:00', '20:00')]),
    ).toEqual(['08:00 garden', '10:00 gallery']);
    expect(
      times([activity('garden', 'South', 90, '08:00', '20:00'), activity('gallery', 'North', 120, '09:00', '18:00')]),
    ).toEqual(['08:00 garden', '10:00 gallery']);
  });

  it('groups activities by area to travel less, even when it finishes no earlier', () => {
    const day = [
      activity('a1', 'A', 60, '08:00', '22:00'),
      activity('b1', 'B', 60, '08:00', '22:00'),
      activity('a2', 'A', 60, '11:00', '22:00'),
    ];
    expect(times(day)).toEqual(['08:00 b1', '09:30 a1', '11:00 a2']);
  });

  it('puts an evening-only activity last and ends everything by 22:00', () => {
    const day = [activity('bar', 'A', 120, '18:00', '22:00'), activity('walk', 'A', 720, '08:00', '22:00')];
    expect(times(day)).toEqual(['08:00 walk', '20:00 bar']);
  });

  it('gives null when no order fits', () => {
    expect(
      times([activity('show', 'A', 150, '19:00', '22:00'), activity('bar', 'B', 90, '18:00', '22:00')]),
    ).toBeUndefined();
  });
});
