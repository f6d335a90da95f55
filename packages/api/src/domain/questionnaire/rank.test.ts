import { describe, expect, it } from 'vitest';
import type { QuestionnaireAnswers } from '@farewise/contracts';
import { budgetScore, distanceScore, rankDestinations, seasonScore, tripCost, type RankCandidate } from './rank';

const candidate = (id: string, overrides: Partial<RankCandidate> = {}): RankCandidate => ({
  id,
  category: 'city',
  bestMonths: [4, 5, 6, 9, 10],
  distanceKm: 5800,
  roundTripFare: 700,
  ...overrides,
});

const answers = (overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({
  1: 'city',
  2: 'week',
  3: 'flexible',
  4: 'couple',
  5: 'mid-range',
  ...overrides,
});

const ids = (ranked: { candidate: RankCandidate }[]) => ranked.map((r) => r.candidate.id);

describe('rankDestinations', () => {
  const pool = [
    candidate('city-break', { category: 'city', distanceKm: 900, roundTripFare: 250 }),
    candidate('tropical-beach', {
      category: 'beach',
      bestMonths: [12, 1, 2, 3, 4],
      distanceKm: 2500,
      roundTripFare: 450,
    }),
    candidate('summer-beach', { category: 'beach', bestMonths: [6, 7, 8, 9], distanceKm: 6500, roundTripFare: 800 }),
    candidate('ski-resort', { category: 'mountain', bestMonths: [12, 1, 2, 3], distanceKm: 6600, roundTripFare: 900 }),
    candidate('far-trek', {
      category: 'adventure',
      bestMonths: [10, 11, 3, 4],
      distanceKm: 12500,
      roundTripFare: 1500,
    }),
  ];

  it('puts the asked-for category first', () => {
    expect(ids(rankDestinations(answers({ 1: 'city' }), pool))[0]).toBe('city-break');
    expect(ids(rankDestinations(answers({ 1: 'mountain' }), pool))[0]).toBe('ski-resort');
    expect(ids(rankDestinations(answers({ 1: 'adventure', 2: 'month' }), pool))[0]).toBe('far-trek');
  });

  it('prefers the beach whose best months match the season', () => {
    const winter = ids(rankDestinations(answers({ 1: 'beach', 3: 'winter' }), pool));
    const summer = ids(rankDestinations(answers({ 1: 'beach', 3: 'summer' }), pool));
    expect(winter.indexOf('tropical-beach')).toBeLessThan(winter.indexOf('summer-beach'));
    expect(summer.indexOf('summer-beach')).toBeLessThan(summer.indexOf('tropical-beach'));
  });

  it('keeps a weekend close to home and lets a month go far', () => {
    const weekend = rankDestinations(answers({ 1: 'adventure', 2: 'weekend', 5: 'unlimited' }), pool);
    const month = rankDestinations(answers({ 1: 'adventure', 2: 'month', 5: 'unlimited' }), pool);
    const scoreOf = (ranked: typeof weekend, id: string) => ranked.find((r) => r.candidate.id === id)!.score;
    expect(scoreOf(weekend, 'far-trek')).toBeLessThan(scoreOf(month, 'far-trek'));
    expect(ids(weekend)[0]).not.toBe('far-trek');
  });

  it('a small budget drops the dear long-haul trip that an unlimited one keeps', () => {
    const dear = [
      candidate('dear', { category: 'beach', roundTripFare: 2400, distanceKm: 6000 }),
      candidate('cheap', { category: 'beach', roundTripFare: 400, distanceKm: 2000 }),
    ];
    expect(ids(rankDestinations(answers({ 1: 'beach', 5: 'budget' }), dear))).toEqual(['cheap', 'dear']);
    const unlimited = rankDestinations(answers({ 1: 'beach', 5: 'unlimited' }), dear);
    expect(unlimited[0]!.score).toBe(unlimited[1]!.score);
  });

  it('returns at most the limit, best first, with the trip cost it judged', () => {
    const ranked = rankDestinations(answers(), pool, 3);
    expect(ranked).toHaveLength(3);
    expect(ranked[0]!.score).toBeGreaterThanOrEqual(ranked[1]!.score);
    expect(ranked[0]!.tripCost).toBe(tripCost('week', 'couple', ranked[0]!.candidate.roundTripFare));
  });

  it('breaks a tie with the cheaper fare', () => {
    const twins = [candidate('dearer', { roundTripFare: 800 }), candidate('cheaper', { roundTripFare: 600 })];
    expect(ids(rankDestinations(answers({ 5: 'unlimited' }), twins))).toEqual(['cheaper', 'dearer']);
  });
});

describe('the criteria', () => {
  it('season: the share of the season among the best months, 1 when flexible', () => {
    expect(seasonScore('summer', [6, 7, 8])).toBe(1);
    expect(seasonScore('winter', [1, 2, 3])).toBeCloseTo(2 / 3);
    expect(seasonScore('fall', [1, 2])).toBe(0);
    expect(seasonScore('flexible', [])).toBe(1);
  });

  it('distance: 1 within the comfortable range, 0 at twice it', () => {
    expect(distanceScore('weekend', 1400)).toBe(1);
    expect(distanceScore('weekend', 2250)).toBeCloseTo(0.5);
    expect(distanceScore('weekend', 3000)).toBe(0);
    expect(distanceScore('month', 19000)).toBe(1);
  });

  it('trip cost: the fare plus the nights, shared by families and paid alone by solo travellers', () => {
    expect(tripCost('week', 'couple', 600)).toBe(600 + 7 * 150);
    expect(tripCost('week', 'family', 600)).toBeLessThan(tripCost('week', 'solo', 600));
  });

  it('budget: 1 inside the band, falling above it, 0.8 below its floor', () => {
    expect(budgetScore('budget', 1200)).toBe(1);
    expect(budgetScore('budget', 2250)).toBeCloseTo(0.5);
    expect(budgetScore('budget', 4000)).toBe(0);
    expect(budgetScore('luxury', 2000)).toBe(0.8);
    expect(budgetScore('unlimited', 20000)).toBe(1);
  });
});
