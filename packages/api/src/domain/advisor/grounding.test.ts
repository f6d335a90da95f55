import { describe, expect, it } from 'vitest';
import { figuresIn, ungroundedFigures } from './grounding';

const sources = [
  { label: 'Lowest fare JFK → CDG in March', value: '$412.00' },
  { label: 'Best month to fly JFK → CDG', value: 'March' },
  { label: 'Below the year’s average by', value: '18%' },
  { label: 'Typical stay', value: '7 days' },
];

describe('figuresIn', () => {
  it('reads money to the cent, percentages, days, nights and capitalised months, in order', () => {
    expect(
      figuresIn('From $1,234.50 or $412 (18% less) for 7 days / 6 nights in March; $1.5k in all, and it may rain.').map(
        ({ kind, value }) => [kind, value],
      ),
    ).toEqual([
      ['money', 123450],
      ['money', 41200],
      ['percent', 18],
      ['days', 7],
      ['nights', 6],
      ['month', 3],
      ['money', 150000],
    ]);
  });

  it('finds nothing in a sentence without figures', () => {
    expect(figuresIn('Ask me about fares, hotels or the best time to go.')).toEqual([]);
  });
});

describe('ungroundedFigures', () => {
  it('passes an answer whose every figure a source states, however it is written', () => {
    const answer = 'Fly in March [2]: from $412 [1], 18% below the average [3]. Stay 7 days [4].';
    expect(ungroundedFigures(answer, sources)).toEqual([]);
  });

  it('flags each figure no source states', () => {
    const answer = 'Fly in April from $399, 20% off, for 10 days.';
    expect(ungroundedFigures(answer, sources).map((f) => f.text)).toEqual(['April', '$399', '20%', '10 days']);
  });

  it('counts a figure in a source’s label as stated', () => {
    expect(ungroundedFigures('The cheapest month is March.', [{ label: 'Fares in March', value: '$300.00' }])).toEqual(
      [],
    );
  });
});
