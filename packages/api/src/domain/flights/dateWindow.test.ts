import { describe, expect, it } from 'vitest';
import type { Flight } from '@farewise/contracts';
import { bookingDay } from './bookingDay';
import { acrossDates, cheapestDates, isDateWindow } from './dateWindow';

const day = bookingDay('2026-03-15');
/** Fares that fall towards 1 June, then rise again. */
const fareOn = (date: string) => 300 + Math.abs(Date.parse(date) - Date.parse('2026-06-01')) / 86_400_000;

describe('cheapestDates', () => {
  it('takes the window’s cheapest dates, cheapest first', () => {
    expect(cheapestDates('anytime-year', day, fareOn)).toEqual([
      '2026-06-01',
      '2026-05-31',
      '2026-06-02',
      '2026-05-30',
      '2026-06-03',
      '2026-05-29',
    ]);
  });

  it('keeps to the window: tomorrow up to 3 months ahead, or as far as fares are offered for anytime', () => {
    expect(cheapestDates('next-3-months', day, fareOn, 1)).toEqual(['2026-06-01']);
    const rising = (date: string) => -Date.parse(date);
    expect(cheapestDates('next-3-months', day, rising, 1)).toEqual(['2026-06-15']);
    expect(cheapestDates('next-6-months', day, rising, 1)).toEqual(['2026-09-15']);
    expect(cheapestDates('anytime-year', day, rising, 1)).toEqual([day.lastBookable]);
    expect(cheapestDates('anytime-year', day, (date) => Date.parse(date), 1)).toEqual(['2026-03-16']);
  });

  it('is a window for every Flexible Dates option but specific dates', () => {
    expect([undefined, 'specific-dates', 'anytime-year', 'next-6-months'].map((o) => isDateWindow(o as never))).toEqual(
      [false, false, true, true],
    );
  });
});

describe('acrossDates', () => {
  const flight = (id: string, date: string, price: number): Flight => ({
    id,
    airline: 'Air France',
    carrierCode: 'AF',
    origin: 'JFK',
    destination: 'CDG',
    departureTime: `${date}T18:00:00-04:00`,
    arrivalTime: `${date}T07:40:00+02:00`,
    date,
    duration: 'PT7H40M',
    stops: 0,
    price,
  });

  it('keeps each date’s best-value and cheapest flights, best value first over the dates', () => {
    const may = [
      flight('may-best', '2026-05-13', 400),
      flight('may-mid', '2026-05-13', 420),
      flight('may-low', '2026-05-13', 390),
    ];
    const june = [flight('june-best', '2026-06-10', 350), flight('june-other', '2026-06-10', 500)];
    expect(acrossDates([may, june]).map((f) => f.id)).toEqual(['june-best', 'may-low', 'may-best']);
  });

  it('gives one date’s flights back whole', () => {
    const may = [flight('a', '2026-05-13', 400), flight('b', '2026-05-13', 420)];
    expect(acrossDates([may])).toBe(may);
  });
});
