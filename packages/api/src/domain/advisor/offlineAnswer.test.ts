import { describe, expect, it } from 'vitest';
import type { FlightSearchResponse } from '@farewise/contracts';
import { ungroundedFigures } from './grounding';
import { routeAnswer, unplacedAnswer } from './offlineAnswer';
import { parseQuestion } from './parseQuestion';

const search: FlightSearchResponse = {
  flights: [],
  priceStats: { current: 455, lowest: 412.5, predicted: 430 },
  recommendations: { month: 'March 2027', savings: 86, confidence: 72 },
  alternatives: [],
};
const facts = { origin: { code: 'NYC', name: 'New York' }, destination: { code: 'PAR', name: 'Paris' }, search };
const answer = (query: string) =>
  routeAnswer(
    parseQuestion(query, () => undefined),
    facts,
  );

describe('routeAnswer', () => {
  it('leads with the cheapest month for a cheapest-time question, every figure cited', () => {
    const { response, sources } = answer('When is the cheapest time to fly?');
    expect(response).toBe(
      "March is the cheapest month to fly New York → Paris [2], about $86 less than other months [3]. For comparison, today's lowest fare is $412.50 per person [1].",
    );
    expect(sources.map((s) => s.value)).toEqual(['$412.50', 'March 2027', '$86']);
    expect(sources.every((s) => s.href === '/?origin=NYC&destination=PAR')).toBe(true);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('weighs waiting against today’s fare for a buy-now question, and summarises otherwise', () => {
    expect(answer('Is now a good time to buy?').response).toMatch(/^If you can travel in March, waiting for it pays/);
    expect(answer('Tell me about it').response).toMatch(/^For New York → Paris, today's lowest fare is \$412\.50/);
  });
});

describe('unplacedAnswer', () => {
  it('offers help and states no figure', () => {
    const { response, sources } = unplacedAnswer();
    expect(sources).toEqual([]);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });
});
