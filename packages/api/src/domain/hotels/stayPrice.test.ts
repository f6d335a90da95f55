import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { loadAirports } from '../../data/airports';
import { DESTINATIONS } from '../../data/destinations';
import { AirportIndex } from '../airports/AirportIndex';
import { stayInventory, type StayInventory } from './inventory';
import { resolveStayPlace } from './place';
import { nightlyRate, nightsOf, stayPrice } from './stayPrice';

const airports = new AirportIndex(loadAirports());
const inventory = (destination: string) => stayInventory(resolveStayPlace(airports, destination, DESTINATIONS)!);
const cents = (usd: number) => Math.round(usd * 100);

/** A hotel's standard double room rate on each night of `weeks` weeks from Monday `monday`, by ISO weekday. */
function ratesByWeekday(city: StayInventory, monday: string, weeks: number): number[][] {
  const hotel = city.hotels[0]!;
  const room = hotel.rooms[0]!;
  const start = DateTime.fromISO(monday, { zone: 'utc' });
  return Array.from({ length: 7 }, (_, day) =>
    Array.from({ length: weeks }, (_, week) =>
      nightlyRate(city, hotel, room, start.plus({ days: week * 7 + day }).toISODate()!),
    ),
  );
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('nightsOf', () => {
  it('lists the nights from check-in to the night before check-out, across a month end', () => {
    expect(nightsOf('2026-05-29', '2026-06-02')).toEqual(['2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01']);
    expect(nightsOf('2026-05-29', '2026-05-30')).toHaveLength(1);
  });
});

describe('nightlyRate', () => {
  const paris = inventory('PAR');

  it('is in dollars and cents, and the same every time', () => {
    const hotel = paris.hotels[3]!;
    const rate = nightlyRate(paris, hotel, hotel.rooms[0]!, '2026-06-10');
    expect(cents(rate) / 100).toBe(rate);
    expect(nightlyRate(paris, hotel, hotel.rooms[0]!, '2026-06-10')).toBe(rate);
  });

  it('charges leisure cities more on Friday and Saturday nights than midweek', () => {
    const [mon, tue, wed, thu, fri, sat, sun] = ratesByWeekday(paris, '2026-05-04', 4).map(mean);
    for (const midweek of [mon!, tue!, wed!, thu!, sun!]) {
      expect(fri!).toBeGreaterThan(midweek * 1.1);
      expect(sat!).toBeGreaterThan(midweek * 1.1);
    }
  });

  it('charges business hubs more Monday to Thursday nights than at weekends', () => {
    const [mon, tue, wed, thu, fri, sat] = ratesByWeekday(inventory('ZRH'), '2026-05-04', 4).map(mean);
    for (const weekday of [mon!, tue!, wed!, thu!]) {
      expect(weekday).toBeGreaterThan(fri! * 1.1);
      expect(weekday).toBeGreaterThan(sat! * 1.1);
    }
  });

  it('follows the season by hemisphere: Paris is dearer in July, Sydney in January', () => {
    const season = (city: StayInventory, monday: string) => mean(ratesByWeekday(city, monday, 2).flat());
    const sydney = inventory('SYD');
    // Mondays in February, July and January.
    expect(season(paris, '2026-07-06')).toBeGreaterThan(season(paris, '2026-02-02') * 1.3);
    expect(season(sydney, '2027-01-04')).toBeGreaterThan(season(sydney, '2026-07-06') * 1.2);
  });
});

describe('stayPrice', () => {
  it('charges per night the mean of the nights, to the cent', () => {
    expect(stayPrice([100, 120.5, 99.99], 1).perNight).toBe(106.83);
  });

  it('totals per night × nights × rooms exactly in cents, and asks the total', () => {
    const nights = [187.37, 190.01, 203.3, 211.11, 199.99, 180.45, 175.5];
    for (let count = 1; count <= nights.length; count += 1) {
      for (let rooms = 1; rooms <= 4; rooms += 1) {
        const { perNight, total, amount } = stayPrice(nights.slice(0, count), rooms);
        expect(cents(total)).toBe(cents(perNight) * count * rooms);
        expect(cents(total) / 100).toBe(total);
        expect(amount).toBe(total);
      }
    }
  });
});
