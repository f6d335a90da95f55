import { describe, expect, it } from 'vitest';
import { departureFor, priceHistory } from './history';

// A model fare that rises by a dollar a day from 2025-03-16, so every expectation can be computed.
const linear = (day: string) => 300 + (Date.parse(day) - Date.parse('2025-03-16')) / 86_400_000;
const buy = {
  departureDate: '2026-04-29',
  risk: 'save',
  action: 'buy',
  waitChance: 20,
  waitUntilDaysOut: null,
  typicalLowDaysOut: 60,
  observedDays: 0,
  backtest: { trips: 6000, captured: 0.6, noWorse: 0.87, meanSaved: 0.07 },
} as const;

describe('priceHistory', () => {
  it('has 365 past days then a 90-day forecast, marking each point’s source', () => {
    const history = priceHistory('JFK-CDG', '2026-03-15', new Map([['2026-03-10', 250]]), linear, buy);
    expect(history.points).toHaveLength(455);
    expect(history.points[0]).toEqual({ date: '2025-03-16', price: 300, source: 'model' });
    expect(history.points[364]).toEqual({ date: '2026-03-15', price: 664, source: 'model' });
    expect(history.points[365]).toEqual({ date: '2026-03-16', price: 665, source: 'forecast' });
    expect(history.points.find((p) => p.date === '2026-03-10')).toEqual({
      date: '2026-03-10',
      price: 250,
      source: 'observed',
    });
  });

  it('takes the 25th–75th percentile of the past year as the typical range and judges today against it', () => {
    const rising = priceHistory('JFK-CDG', '2026-03-15', new Map(), linear, buy);
    expect(rising.typicalRange).toEqual({ low: 391, high: 573 });
    expect(rising.verdict).toBe('high');

    const cheapToday = priceHistory('JFK-CDG', '2026-03-15', new Map([['2026-03-15', 320]]), linear, buy);
    expect(cheapToday.verdict).toBe('low');

    const typical = priceHistory('JFK-CDG', '2026-03-15', new Map([['2026-03-15', 480]]), linear, buy);
    expect(typical.verdict).toBe('typical');
  });
});

describe('departureFor', () => {
  it('prices departures 45 days after the search day', () => {
    expect(departureFor('2026-03-15')).toBe('2026-04-29');
  });
});
