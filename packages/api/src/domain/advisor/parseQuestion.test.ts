import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parseQuestion';

const CITIES: Record<string, string> = { paris: 'PAR', 'new york': 'NYC', tokyo: 'TYO', london: 'LON', lisbon: 'LIS' };
const lookup = (phrase: string) => CITIES[phrase.toLowerCase()] ?? (/^[A-Z]{3}$/.test(phrase) ? phrase : undefined);
const parse = (query: string) => parseQuestion(query, lookup);

describe('parseQuestion', () => {
  it.each([
    ['What is the cheapest time to fly from New York to Tokyo?', 'cheapest-time'],
    ['When should I book flights to Lisbon?', 'cheapest-time'],
    ['Where can I go for $800 in October?', 'where-for-budget'],
    ['Paris vs London for a long weekend in spring', 'compare'],
    ['How long should we stay in Tokyo?', 'how-long'],
    ['Is now a good time to buy tickets to Paris?', 'buy-now'],
    ['Should I wait for NYC to LON fares?', 'buy-now'],
    ['Tell me about Lisbon', 'general'],
  ])('reads the intent of “%s” as %s', (query, intent) => {
    expect(parse(query).intent).toBe(intent);
  });

  it('finds the places in order, the longest name first and each once', () => {
    expect(parse('From New York to Paris, then Paris to LIS').places).toEqual([
      { text: 'New York', code: 'NYC', from: true },
      { text: 'Paris', code: 'PAR', from: false },
      { text: 'LIS', code: 'LIS', from: false },
    ]);
  });

  it('reads months, abbreviations and seasons, but not the verb “may”', () => {
    expect(parse('May I fly in early May or in Sept?').months).toEqual([5, 9]);
    expect(parse('Tokyo in autumn or Dec').months).toEqual([9, 10, 11, 12]);
    expect(parse('Where to go in winter').months).toEqual([12, 1, 2]);
  });

  it('reads a budget in the ways people write it, per person when said', () => {
    expect(parse('Where can I go for $1,500?').budget).toEqual({ usd: 1500, perPerson: false });
    expect(parse('Tokyo for 2k dollars each').budget).toEqual({ usd: 2000, perPerson: true });
    expect(parse('Anything under $750 per person?').budget).toEqual({ usd: 750, perPerson: true });
    expect(parse('Paris in June').budget).toBeNull();
  });

  it('reads the party and the trip length', () => {
    expect(parse('Paris for 3 people for 10 days').travelers).toBe(3);
    expect(parse('Paris for 3 people for 10 days').days).toBe(10);
    expect(parse('A honeymoon in Lisbon, two weeks').travelers).toBe(2);
    expect(parse('A honeymoon in Lisbon, two weeks').days).toBe(14);
    expect(parse('Solo trip for 5 nights').days).toBe(6);
    expect(parse('A weekend in London for four').travelers).toBe(4);
    expect(parse('A weekend in London for four').days).toBe(3);
    expect(parse('Tell me about Lisbon')).toMatchObject({ travelers: null, days: null, budget: null, months: [] });
  });
});

describe('parseQuestion: regions, styles, hotels (AI issue)', () => {
  const REGIONS: Record<string, string> = { europe: 'Europe', caribbean: 'the Caribbean', maldives: 'the Maldives' };
  const places = (phrase: string) => ({ maldives: 'MLE', ...CITIES })[phrase.toLowerCase()];
  const regions = (phrase: string) => REGIONS[phrase.toLowerCase().replace(/^the /, '')];
  const read = (query: string) => parseQuestion(query, places, regions);

  it('names the region a question asks about, and none without a region lookup', () => {
    expect(read('Cheapest place in Europe in May')).toMatchObject({
      intent: 'where-for-budget',
      places: [],
      region: { text: 'Europe', name: 'Europe' },
      months: [5],
    });
    expect(read('Cheapest places in the Caribbean').region).toEqual({ text: 'the Caribbean', name: 'the Caribbean' });
    expect(parse('Cheapest place in Europe').region).toBeNull();
  });

  it('takes a place named like a country as the place', () => {
    expect(read('A week in the Maldives')).toMatchObject({ places: [{ code: 'MLE' }], region: null, days: 7 });
  });

  it.each([
    ['Are fares to Paris going up?', 'buy-now'],
    ['Book now or wait for Tokyo?', 'buy-now'],
    ['Is it the right time to book London?', 'buy-now'],
    ['What is the ideal trip length for Lisbon?', 'how-long'],
    ['Cheapest destinations in Europe', 'where-for-budget'],
  ])('reads the intent of “%s” as %s', (query, intent) => {
    expect(read(query).intent).toBe(intent);
  });

  it('reads the travel style and whether the question asks about hotels', () => {
    expect(read('A luxury week in Paris')).toMatchObject({ style: 'luxury', hotel: false, days: 7 });
    expect(read('Tokyo on a budget')).toMatchObject({ style: 'budget' });
    expect(read('A mid-range trip to Lisbon')).toMatchObject({ style: 'moderate' });
    expect(read('Where to stay in Lisbon')).toMatchObject({ style: null, hotel: true });
    expect(read('Cheapest hotel in Paris for 3 nights')).toMatchObject({ hotel: true, days: 4 });
  });
});
