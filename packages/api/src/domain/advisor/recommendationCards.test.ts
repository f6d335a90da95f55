import { describe, expect, it } from 'vitest';
import { AiRecommendation, type FlightSearchResponse } from '@farewise/contracts';
import { recommendationCards, timingCard, type RouteLead } from './recommendationCards';

const search: FlightSearchResponse = {
  flights: [],
  priceStats: { current: 455, lowest: 412.5, predicted: 430 },
  recommendations: { month: 'March 2027', savings: 86, confidence: 72 },
  alternatives: [],
};
const lead = (destination: string, why: RouteLead['why']): RouteLead => ({
  origin: { code: 'NYC', name: 'New York' },
  destination: { code: destination.slice(0, 3).toUpperCase(), name: destination },
  search,
  why,
  tags: ['city'],
});

describe('timingCard', () => {
  it('is the forecast’s best month with its confidence, today’s fare and the saving, and nothing else', () => {
    const card = timingCard(lead('Paris', 'saved'));
    expect(AiRecommendation.parse(card)).toEqual(card);
    expect(card).toMatchObject({
      type: 'timing',
      title: 'Fly New York → Paris in March',
      price: 412.5,
      savings: 86,
      confidence: 72,
      bestTime: 'March 2027',
      tags: ['city', 'saved'],
    });
    expect(card.reasons).toEqual([
      "Today's lowest fare is $412.50 per person",
      'Flying in March 2027 saves about $86',
      'You saved a search for this route',
    ]);
  });
});

describe('recommendationCards', () => {
  it('puts saved routes first, each route once, up to the limit', () => {
    const cards = recommendationCards(
      [lead('Lisbon', 'trending'), lead('Paris', 'saved'), lead('Lisbon', 'saved'), lead('Tokyo', 'trending')],
      3,
    );
    expect(cards.map((card) => [card.destination, card.tags.at(-1)])).toEqual([
      ['Paris', 'saved'],
      ['Lisbon', 'saved'],
      ['Tokyo', 'trending'],
    ]);
  });
});
