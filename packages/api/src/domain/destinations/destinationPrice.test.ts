import { describe, expect, it } from 'vitest';
import { destinationPrice, priceWindow, type ObservedFare } from './destinationPrice';

const TODAY = '2026-03-15';
const WINDOW = ['2026-04-26', '2026-04-27', '2026-04-28', '2026-04-29', '2026-04-30', '2026-05-01', '2026-05-02'];

describe('priceWindow', () => {
  it('is the week of departures around 45 days out, this week’s searches and those of the week ending 30 days ago', () => {
    expect(priceWindow(TODAY)).toEqual({
      departures: WINDOW,
      recent: { since: '2026-03-09', until: TODAY },
      monthAgo: { since: '2026-02-07', until: '2026-02-13' },
    });
  });
});

describe('destinationPrice', () => {
  it('quotes the same departures today and 30 days ago, and doubles today’s mean one-way fare', () => {
    const quotes: Record<string, string[]> = {};
    const price = destinationPrice(TODAY, (departure, booked) => {
      (quotes[booked] ??= []).push(departure);
      return booked === TODAY ? 330 : 300;
    });
    expect(quotes).toEqual({ [TODAY]: WINDOW, '2026-02-13': WINDOW });
    expect(price).toEqual({ averagePrice: 660, priceChange: 10 });
  });

  it('reads no change into a seasonal swing between departure dates', () => {
    // Fares that rise with the departure date but never move for a given departure.
    const seasonal = (departure: string) => 300 + Number(departure.slice(5, 7)) * 40;
    expect(destinationPrice(TODAY, seasonal).priceChange).toBe(0);
  });

  it('reports a fall as a negative change', () => {
    expect(destinationPrice(TODAY, (_d, booked) => (booked === TODAY ? 270 : 300)).priceChange).toBe(-10);
  });

  describe('with observed fares', () => {
    const model = (_departure: string, booked: string) => (booked === TODAY ? 500 : 400);
    const seen = (observedOn: string, departureDate: string, lowestFare: number): ObservedFare => ({
      observedOn,
      departureDate,
      lowestFare,
    });

    it('compares the departures observed both this week and 30 days ago, by their lowest fares', () => {
      const observed = [
        seen('2026-03-14', '2026-04-28', 380),
        seen('2026-03-10', '2026-04-28', 360),
        seen('2026-02-10', '2026-04-28', 400),
        seen('2026-03-14', '2026-04-29', 390),
        seen('2026-02-12', '2026-04-29', 420),
        seen('2026-02-12', '2026-04-30', 100), // not observed this week
        seen('2026-03-14', '2026-05-09', 100), // outside the window
        seen('2026-02-20', '2026-04-29', 100), // neither week
      ];
      expect(destinationPrice(TODAY, model, observed)).toEqual({
        averagePrice: 1000,
        priceChange: Math.round(((360 + 390 - (400 + 420)) / (400 + 420)) * 1000) / 10,
      });
    });

    it('falls back to the model when no departure was observed in both weeks', () => {
      const observed = [seen('2026-03-14', '2026-04-28', 380), seen('2026-02-10', '2026-04-29', 400)];
      expect(destinationPrice(TODAY, model, observed).priceChange).toBe(25);
    });
  });
});
