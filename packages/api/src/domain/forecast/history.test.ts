import { describe, expect, it } from 'vitest';
import { departureFor, priceHistory } from './history';

// A model fare that rises by a dollar a day from 2025-03-16, so every expectation can be computed.
const linear = (day: string) => 300 + (Date.parse(day) - Date.parse('2025-03-16')) / 86_400_000;

describe('priceHistory', () => {
  it('has 365 past days then a 90-day forecast, marking each point’s source', () => {
    const history = priceHistory('JFK-CDG', '2026-03-15', new Map([['2026-03-10', 250]]), linear);
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
    const rising = priceHistory('JFK-CDG', '2026-03-15', new Map(), linear);
    expect(rising.typicalRange).toEqual({ low: 391, high: 573 });
    expect(rising.verdict).toBe('high');

    const cheapToday = priceHistory('JFK-CDG', '2026-03-15', new Map([['2026-03-15', 320]]), linear);
    expect(cheapToday.verdict).toBe('low');

    const typical = priceHistory('JFK-CDG', '2026-03-15', new Map([['2026-03-15', 480]]), linear);
    expect(typical.verdict).toBe('typical');
  });

  it('advises waiting only when the next month dips at least 5 % below today', () => {
    expect(priceHistory('A-B', '2026-03-15', new Map(), linear).advice.action).toBe('buy');
    const falling = (day: string) => 1000 - (2 * (Date.parse(day) - Date.parse('2025-03-16'))) / 86_400_000;
    const advice = priceHistory('A-B', '2026-03-15', new Map(), falling).advice;
    expect(advice.action).toBe('wait');
    expect(advice.confidence).toBeGreaterThan(50);
  });
});

describe('departureFor', () => {
  it('prices departures 45 days after the search day', () => {
    expect(departureFor('2026-03-15')).toBe('2026-04-29');
  });
});
