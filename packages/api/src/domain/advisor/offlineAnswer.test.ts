import { describe, expect, it } from 'vitest';
import type { FlightSearchResponse } from '@farewise/contracts';
import { ungroundedFigures } from './grounding';
import {
  advisorPlan,
  budgetAnswer,
  compareAnswer,
  emptyRegionAnswer,
  joinAnswers,
  regionAnswer,
  regionMonthAnswer,
  routeAnswer,
  unplacedAnswer,
} from './offlineAnswer';
import { parseQuestion } from './parseQuestion';

const search: FlightSearchResponse = {
  flights: [],
  priceStats: { current: 412.5, lowest: 398, predicted: 430 },
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
      "March is the cheapest month to fly New York → Paris [2], about $86 less than today's fare [3]. For comparison, a ticket booked today costs from $412.50 per person [1].",
    );
    expect(sources.map((s) => s.value)).toEqual(['$412.50', 'March 2027', '$86']);
    expect(sources.every((s) => s.href === '/?origin=NYC&destination=PAR&flexibleDates=specific-dates')).toBe(true);
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
    expect(answer('Tell me about it').response).toMatch(
      /^For New York → Paris, a ticket booked today costs from \$412\.50/,
    );
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
    ['When is it cheap to fly Miami to Paris?', { kind: 'route', origin: 'MIA', destination: 'PAR' }],
    ['Where can I go for $600?', { kind: 'budget' }],
    ['Where can I go?', { kind: 'unplaced' }],
  ])('plans “%s”', (query, plan) => {
    expect(advisorPlan(parsed(query), 'NYC')).toEqual(plan);
  });

  it('plans a region’s destinations from the start named, unless a place is named too', () => {
    const regions = (phrase: string) => (phrase === 'Europe' ? 'Europe' : undefined);
    const plan = (query: string) =>
      advisorPlan(
        parseQuestion(query, (phrase) => CODES[phrase.toLowerCase()], regions),
        'NYC',
      );
    expect(plan('Cheapest place in Europe in May')).toEqual({ kind: 'region', origin: 'NYC', region: 'Europe' });
    expect(plan('From Miami, where in Europe for $500?')).toEqual({ kind: 'region', origin: 'MIA', region: 'Europe' });
    expect(plan('Paris or elsewhere in Europe?')).toEqual({ kind: 'route', origin: 'NYC', destination: 'PAR' });
  });
});

describe('joinAnswers', () => {
  it('numbers the parts’ sources on, and renumbers their citations to match', () => {
    const source = (id: number, value: string) => ({ id, kind: 'fare' as const, label: 'Fare', value, href: '/' });
    const joined = joinAnswers(
      { response: 'From $1 [1] or $2 [2].', sources: [source(1, '$1'), source(2, '$2')] },
      { response: 'Also $3 [1].', sources: [source(1, '$3')] },
      { response: 'Nothing else.', sources: [] },
    );
    expect(joined.response).toBe('From $1 [1] or $2 [2]. Also $3 [3]. Nothing else.');
    expect(joined.sources.map((s) => [s.id, s.value])).toEqual([
      [1, '$1'],
      [2, '$2'],
      [3, '$3'],
    ]);
    expect(ungroundedFigures(joined.response, joined.sources)).toEqual([]);
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
        priceStats: { ...search.priceStats, current: 380 },
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

  it('says which region the destinations are in', () => {
    const europe = destinations.filter((d) => d.country === 'Portugal');
    const { response } = budgetAnswer(parsed('Where can I go for $600?'), 'New York', europe, 'Europe');
    expect(response).toBe('Round trips from New York to Europe that fit your budget per person: Lisbon from $520 [1].');
    const none = budgetAnswer(parsed('Where can I go for $100?'), 'New York', europe, 'Europe');
    expect(none.response).toMatch(/^None of our destinations in Europe fits that budget from New York yet/);
  });

  it('names the cheapest when nothing fits', () => {
    const { response, sources } = budgetAnswer(parsed('Where can I go for $100?'), 'New York', destinations);
    expect(sources).toHaveLength(1);
    expect(response).toMatch(
      /^None of our destinations fits that budget from New York yet; the cheapest is Mexico City from \$380 \[1\]\.$/,
    );
  });
});

describe('regionAnswer', () => {
  it('lists the region’s three cheapest destinations by round trip, each cited with its page', () => {
    const { response, sources } = regionAnswer('Europe', 'New York', [
      { id: 'rome', city: 'Rome', country: 'Italy', fare: 610 },
      { id: 'lisbon', city: 'Lisbon', country: 'Portugal', fare: 520 },
      { id: 'paris', city: 'Paris', country: 'France', fare: 575.5 },
      { id: 'vienna', city: 'Vienna', country: 'Austria', fare: 640 },
    ]);
    expect(response).toBe(
      'The cheapest of our destinations in Europe from New York, round trip per person: Lisbon from $520 [1], Paris from $575.50 [2], Rome from $610 [3].',
    );
    expect(sources.map((s) => [s.kind, s.href])).toEqual([
      ['destination', '/destination/lisbon'],
      ['destination', '/destination/paris'],
      ['destination', '/destination/rome'],
    ]);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });
});

describe('regionMonthAnswer', () => {
  it('lists the cheapest days of the month to fly to the region, each cited with its travel calendar', () => {
    const day = (code: string, name: string, date: string, price: number) => ({
      destination: { code, name },
      day: { month: '2026-05', date, price },
    });
    const { response, sources } = regionMonthAnswer('Europe', { code: 'CHI', name: 'Chicago' }, [
      day('FCO', 'Rome', '2026-05-12', 402.1),
      day('LIS', 'Lisbon', '2026-05-06', 344),
    ]);
    expect(response).toBe(
      'The cheapest places in Europe to fly to from Chicago in May: Lisbon from $344 on May 6 [1], Rome from $402.10 on May 12 [2].',
    );
    expect(sources[0]).toEqual({
      id: 1,
      kind: 'calendar',
      label: 'Cheapest day to fly Chicago → Lisbon on May 6',
      value: '$344',
      href: '/travel-calendar?origin=CHI&destination=LIS&month=2026-05',
    });
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });
});

describe('emptyRegionAnswer', () => {
  it('says no destination is there yet, with what the advisor can do and no figure', () => {
    const { response, sources } = emptyRegionAnswer('India');
    expect(response).toMatch(/^None of our destinations is in India yet\. I can answer/);
    expect(sources).toEqual([]);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });
});
