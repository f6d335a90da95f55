import { describe, expect, it } from 'vitest';
import type { FlightSearchResponse } from '@farewise/contracts';
import { ungroundedFigures } from './grounding';
import { advisorPlan, budgetAnswer, compareAnswer, routeAnswer, unplacedAnswer } from './offlineAnswer';
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

  it('adds the cheapest day of the month asked about, from the price calendar', () => {
    const cheapestDay = { month: '2027-03', date: '2027-03-09', price: 298 };
    const { response, sources } = routeAnswer(
      parseQuestion('Paris in March', () => undefined),
      { ...facts, cheapestDay },
    );
    expect(response).toMatch(/ In March, the cheapest day to fly is March 9, from \$298 \[4\]\.$/);
    expect(sources[3]).toEqual({
      id: 4,
      kind: 'calendar',
      label: 'Cheapest day to fly New York → Paris on March 9',
      value: '$298',
      href: '/travel-calendar?origin=NYC&destination=PAR&month=2027-03',
    });
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

const CODES: Record<string, string> = { rome: 'ROM', barcelona: 'BCN', miami: 'MIA', paris: 'PAR' };
const parsed = (query: string) => parseQuestion(query, (phrase) => CODES[phrase.toLowerCase()]);

describe('advisorPlan', () => {
  it.each([
    ['Rome vs Barcelona', { kind: 'compare', origin: 'NYC', destinations: ['ROM', 'BCN'] }],
    ['From Miami: Rome or Barcelona cheaper?', { kind: 'compare', origin: 'MIA', destinations: ['ROM', 'BCN'] }],
    ['Cheapest month to fly to Paris', { kind: 'route', origin: 'NYC', destination: 'PAR' }],
    ['When to fly from Miami to Paris', { kind: 'route', origin: 'MIA', destination: 'PAR' }],
    ['Where can I go for $600?', { kind: 'budget' }],
    ['Where can I go?', { kind: 'unplaced' }],
  ])('plans “%s”', (query, plan) => {
    expect(advisorPlan(parsed(query), 'NYC')).toEqual(plan);
  });
});

describe('compareAnswer', () => {
  it('names the cheaper trip first and cites both fares and best months', () => {
    const dear = { ...facts, destination: { code: 'ROM', name: 'Rome' } };
    const cheap = {
      ...facts,
      destination: { code: 'BCN', name: 'Barcelona' },
      search: {
        ...search,
        priceStats: { ...search.priceStats, lowest: 380 },
        recommendations: { ...search.recommendations, month: 'February 2027' },
      },
    };
    const { response, sources } = compareAnswer(dear, cheap);
    expect(response).toBe(
      'From New York, Barcelona is the cheaper trip today: $380 per person [1], against $412.50 for Rome [2]. The cheapest month to fly is February for Barcelona [3] and March for Rome [4].',
    );
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });
});

describe('budgetAnswer', () => {
  const destinations = [
    { id: 'lisbon', city: 'Lisbon', country: 'Portugal', fare: 520 },
    { id: 'tokyo', city: 'Tokyo', country: 'Japan', fare: 1150 },
    { id: 'mexico-city', city: 'Mexico City', country: 'Mexico', fare: 380 },
  ];

  it('lists what fits per person, cheapest first, splitting a total budget between the travellers', () => {
    const { response, sources } = budgetAnswer(
      parsed('Where can we go for $1,200 for two people?'),
      'New York',
      destinations,
    );
    expect(sources.map((s) => s.href)).toEqual(['/destination/mexico-city', '/destination/lisbon']);
    expect(response).toBe(
      'Round trips from New York that fit your budget per person: Mexico City from $380 [1], Lisbon from $520 [2].',
    );
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('names the cheapest when nothing fits', () => {
    const { response, sources } = budgetAnswer(parsed('Where can I go for $100?'), 'New York', destinations);
    expect(sources).toHaveLength(1);
    expect(response).toMatch(
      /^None of our destinations fits that budget from New York yet; the cheapest is Mexico City from \$380 \[1\]\.$/,
    );
  });
});
