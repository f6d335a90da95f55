import { describe, expect, it } from 'vitest';
import { BudgetSearchParams, calculateBudget } from '@farewise/contracts';
import { ungroundedFigures } from './grounding';
import {
  budgetStyle,
  dailyCost,
  FLIGHT_SHARE,
  hotelAnswer,
  impliedStay,
  STAY_DAYS,
  stayAnswer,
  suggestedStay,
  tripBudgetAnswer,
  tripEstimate,
} from './tripAnswers';

const question = (days: number | null, travelers: number | null) => ({ days, travelers });

describe('impliedStay', () => {
  it('stays the trip’s days less one, the hotels page’s 3 nights when unsaid, two guests to a room', () => {
    expect(impliedStay(question(7, 2), '2026-06-10')).toEqual({
      checkInDate: '2026-06-10',
      checkOutDate: '2026-06-16',
      guests: 2,
      rooms: 1,
    });
    expect(impliedStay(question(null, null), '2026-06-30')).toMatchObject({ checkOutDate: '2026-07-03', guests: 1 });
    expect(impliedStay(question(6, 5), '2026-06-10')).toMatchObject({ guests: 5, rooms: 3 });
  });

  it('keeps within what a hotel search takes: 1–30 nights, 1–6 guests, 1–4 rooms', () => {
    expect(impliedStay(question(60, 12), '2026-06-01')).toMatchObject({
      checkOutDate: '2026-07-01',
      guests: 6,
      rooms: 3,
    });
    expect(impliedStay(question(1, 1), '2026-06-01').checkOutDate).toBe('2026-06-02');
  });
});

describe('hotelAnswer', () => {
  const place = { code: 'CDG', name: 'Paris' };
  const hotel = { hotelName: 'Gare Lodge', price: { perNight: 135.71, total: 814.26, amount: 814.26 } };

  it('cites the cheapest hotel’s rate a night and its total, with the hotels search for the same stay', () => {
    const stay = impliedStay(question(4, 4), '2026-06-10');
    const { response, sources } = hotelAnswer(place, stay, hotel);
    expect(response).toBe(
      'The cheapest hotel in Paris for 3 nights from June 10 for 4 guests in 2 rooms is Gare Lodge, at $135.71 a room a night [1] and $814.26 for the stay [2].',
    );
    expect(sources.map((s) => [s.kind, s.value])).toEqual([
      ['hotel-rate', '$135.71'],
      ['hotel-rate', '$814.26'],
    ]);
    expect(sources[0]!.href).toBe(
      '/hotels?destination=CDG&checkInDate=2026-06-10&checkOutDate=2026-06-13&guests=4&rooms=2',
    );
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('speaks of one guest and a night for a traveller alone', () => {
    const { response } = hotelAnswer(place, impliedStay(question(2, 1), '2026-06-10'), hotel);
    expect(response).toContain('for 1 night from June 10 for 1 guest is Gare Lodge, at $135.71 a night [1]');
  });
});

describe('tripBudgetAnswer', () => {
  const estimate = tripEstimate('Lisbon', 5, 2, 'mid-range');

  it('cites the budget calculator’s total, linking the calculator with the same inputs', () => {
    const { response, sources } = tripBudgetAnswer(estimate, { usd: 2500, perPerson: true });
    expect(response).toBe(
      `The budget calculator puts 5 days in Lisbon for 2 travelers, mid-range, at ${sources[0]!.value} in all, its own flight estimate included [1], which fits your budget.`,
    );
    const params = new URLSearchParams(sources[0]!.href.split('?')[1]);
    const numbers = Object.fromEntries([...params].map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));
    const page = calculateBudget(BudgetSearchParams.parse(numbers));
    expect(sources[0]!.value).toBe(`$${page.total.toLocaleString('en-US')}`);
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('says when the total is more than the budget, per person times the travellers or as a whole', () => {
    expect(estimate.total).toBe(4400);
    expect(tripBudgetAnswer(estimate, { usd: 2200, perPerson: true }).response).toContain('which fits your budget');
    expect(tripBudgetAnswer(estimate, { usd: 2199, perPerson: true }).response).toContain('more than your budget');
    expect(tripBudgetAnswer(estimate, { usd: 2500, perPerson: false }).response).toContain(
      'which is more than your budget',
    );
  });
});

describe('budgetStyle', () => {
  it('reads the profile’s moderate as the calculator’s mid-range', () => {
    expect([budgetStyle('budget'), budgetStyle('moderate'), budgetStyle('luxury'), budgetStyle(null)]).toEqual([
      'budget',
      'mid-range',
      'luxury',
      'mid-range',
    ]);
  });
});

describe('suggestedStay', () => {
  it('is the fewest days that bring the round trip down to the flights’ typical share of the trip', () => {
    expect(FLIGHT_SHARE).toBe(30);
    // $600 return against $200 a day: 600 / (600 + 200 × 7) = 30 %.
    expect(suggestedStay(600, 200)).toBe(7);
    expect(suggestedStay(601, 200)).toBe(8);
    for (const [fare, perDay] of [
      [900, 196],
      [480, 392],
      [1200, 150],
    ] as const) {
      const days = suggestedStay(fare, perDay);
      expect(fare / (fare + perDay * days)).toBeLessThanOrEqual(FLIGHT_SHARE / 100);
      expect(fare / (fare + perDay * (days - 1))).toBeGreaterThan(FLIGHT_SHARE / 100);
    }
  });

  it('suggests 3 to 21 days', () => {
    expect(suggestedStay(100, 400)).toBe(STAY_DAYS.min);
    expect(suggestedStay(5000, 100)).toBe(STAY_DAYS.max);
  });
});

describe('dailyCost', () => {
  it('is a day of everything but flights for one traveller, at the destination’s cost level', () => {
    // Mid-range: $120 hotel + 0.8 × ($60 + $40 + $50 + $50), times Paris’s 1.4.
    expect(dailyCost('Paris', 'mid-range')).toBeCloseTo(392, 6);
    expect(dailyCost('Bangkok', 'budget')).toBeCloseTo(0.7 * (50 + 0.8 * (30 + 20 + 25 + 20)), 6);
  });
});

describe('stayAnswer', () => {
  const origin = { code: 'NYC', name: 'New York' };

  it('suggests a length with the calculator’s total for it, and compares the length asked about', () => {
    const suggested = tripEstimate('Rome', 5, 2, 'mid-range');
    const { response, sources } = stayAnswer(origin, suggested, tripEstimate('Rome', 3, 2, 'mid-range'));
    expect(response).toMatch(
      /^About 5 days suits Rome: that is when the round-trip fare from New York comes to at most 30% of the trip's cost, the share flights typically take \[1\]\. The budget calculator puts 5 days in Rome for 2 travelers, mid-range, at \$[\d,]+ in all \[1\]\. The 3 days you have in mind come to \$[\d,]+ \[2\], shorter than we would suggest\.$/,
    );
    expect(sources.map((s) => s.kind)).toEqual(['budget', 'budget']);
    expect(sources[0]!.href).toBe('/budget-calculator?destination=Rome&duration=5&travelers=2&travelStyle=mid-range');
    expect(ungroundedFigures(response, sources)).toEqual([]);
  });

  it('says so when the length asked about is the one it suggests, or when even the longest stay is short', () => {
    const week = tripEstimate('Lisbon', 7, 1, 'budget');
    expect(stayAnswer(origin, week, week).response).toMatch(/That is just the length you have in mind\.$/);
    const longest = stayAnswer(origin, tripEstimate('Sydney', STAY_DAYS.max, 1, 'budget'));
    expect(longest.response).toMatch(/^About 21 days suits Sydney: even that long, the round-trip fare from New York/);
    expect(ungroundedFigures(longest.response, longest.sources)).toEqual([]);
  });
});
