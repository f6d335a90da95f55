import { describe, expect, it } from 'vitest';
import { datesAround, priceGrid } from './priceGrid';

describe('datesAround', () => {
  it('gives 3 days either side, across a month end', () => {
    expect(datesAround('2026-05-30')).toEqual([
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
      '2026-06-01',
      '2026-06-02',
    ]);
  });
});

describe('priceGrid', () => {
  const departures = datesAround('2026-05-13');
  const returns = datesAround('2026-05-16');
  // A fare that falls with the trip's length, and no fare at all on 12 May.
  const fare = (departure: string, back: string) =>
    departure === '2026-05-12' ? null : 1000 - Number(back.slice(8)) * 10 + Number(departure.slice(8));

  const { cells, cheapest } = priceGrid(departures, returns, fare);

  it('leaves a cell empty where the return is not after the departure, or there is no fare', () => {
    expect(cells).toHaveLength(7);
    expect(cells.every((row) => row.length === 7)).toBe(true);
    // 16 May out, 13 May back.
    expect(cells[6]![0]).toBeNull();
    // Same day out and back.
    expect(departures[3]).toBe(returns[0]);
    expect(cells[3]![0]).toBeNull();
    expect(cells[2]!.every((cell) => cell === null)).toBe(true);
    expect(cells[0]![6]).toBe(fare(departures[0]!, returns[6]!));
  });

  it('finds the cheapest cell', () => {
    expect(cheapest).toEqual({ departureDate: '2026-05-10', returnDate: '2026-05-19', price: 1000 - 190 + 10 });
    const prices = cells.flat().filter((cell): cell is number => cell !== null);
    expect(cheapest!.price).toBe(Math.min(...prices));
  });

  it('has no cheapest cell when nothing has a fare', () => {
    expect(priceGrid(departures, returns, () => null).cheapest).toBeNull();
  });
});
