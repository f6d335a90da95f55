import { describe, expect, it } from 'vitest';
import { ungroundedFigures } from './grounding';
import { historyAnswer } from './historyAnswer';
import { historyFixture } from '../../testing/priceHistory';

const origin = { code: 'NYC', name: 'New York' };
const destination = { code: 'LHR', name: 'London' };
const history = historyFixture;

describe('historyAnswer', () => {
  it('gives today’s verdict against the typical range and the buy/wait advice, each cited with the flight search', () => {
    const { response, sources } = historyAnswer(origin, destination, history);
    expect(response).toBe(
      "Fares New York → London are low right now, below the past year's typical range of $303.42–$397.50 [1]. " +
        'For a departure on May 5, our forecast says wait, as fares for that day are expected to fall before it leaves (62% chance waiting pays off) [2].',
    );
    expect(sources.map((s) => [s.kind, s.value, s.href])).toEqual([
      ['price-history', '$303.42–$397.50', '/?origin=NYC&destination=LHR&flexibleDates=specific-dates'],
      [
        'price-history',
        'Wait, 62% chance waiting pays off',
        '/?origin=NYC&destination=LHR&flexibleDates=specific-dates',
      ],
    ]);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('says buy now, and where today’s fares sit, for the other verdicts', () => {
    const buy = { ...history, verdict: 'high' as const, advice: { ...history.advice, action: 'buy' as const } };
    const { response, sources } = historyAnswer(origin, destination, buy);
    expect(response).toContain('are high right now, above the past year');
    expect(response).toContain('our forecast says buy now (62% chance waiting pays off) [2]');
    expect(sources[1]!.value).toBe('Buy now, 62% chance waiting pays off');
    expect(historyAnswer(origin, destination, { ...history, verdict: 'typical' }).response).toContain(
      'typical right now, within',
    );
  });
});
