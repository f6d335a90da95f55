import { describe, expect, it } from 'vitest';
import {
  saveBudgetForm,
  tripBudgetSplit,
  BUDGET_DEFAULTS,
  calculateBudget,
  clampDuration,
  clampTravelers,
  destinationMultiplier,
  type BudgetCategoryName,
  type BudgetEstimate,
} from './budget';
import { BudgetCalculatorState } from './content';
import { BudgetDistribution } from './trips';

/** Category name → amount, for comparing a whole breakdown at once. */
const amounts = (estimate: BudgetEstimate) =>
  Object.fromEntries(estimate.categories.map((category) => [category.name, category.amount]));
const percentages = (estimate: BudgetEstimate) =>
  Object.fromEntries(estimate.categories.map((category) => [category.name, category.percentage]));

describe('clampDuration and clampTravelers (spec 02 §5)', () => {
  it('keep whole numbers within 1–90 days and 1–20 travelers', () => {
    expect(clampDuration(1)).toBe(1);
    expect(clampDuration(90)).toBe(90);
    expect(clampTravelers(20)).toBe(20);
  });

  it('raise 0 and negatives to 1, and lower too many to the maximum', () => {
    expect(clampDuration(0)).toBe(1);
    expect(clampDuration(-4)).toBe(1);
    expect(clampDuration(200)).toBe(90);
    expect(clampTravelers(0)).toBe(1);
    expect(clampTravelers(50)).toBe(20);
  });

  it('turn invalid input into 1, and cut a fraction', () => {
    expect(clampDuration(Number('abc'))).toBe(1);
    expect(clampDuration(Infinity)).toBe(1);
    expect(clampTravelers(Number.NaN)).toBe(1);
    expect(clampDuration(2.9)).toBe(2);
    expect(clampTravelers(3.5)).toBe(3);
  });
});

describe('destinationMultiplier (spec 02 §9)', () => {
  it('prices the ten cities, whatever the case, spaces or country', () => {
    expect(destinationMultiplier('Paris')).toBe(1.4);
    expect(destinationMultiplier('  paris ')).toBe(1.4);
    expect(destinationMultiplier('Paris, France')).toBe(1.4);
    expect(destinationMultiplier('new york')).toBe(1.2);
    expect(destinationMultiplier('Bangkok')).toBe(0.7);
    expect(destinationMultiplier('Berlin')).toBe(1);
  });

  it('counts any other place, or none, as 1.0', () => {
    expect(destinationMultiplier('Lisbon')).toBe(1);
    expect(destinationMultiplier('')).toBe(1);
  });
});

describe('calculateBudget (spec 02 §9)', () => {
  it('mid-range (medium), the defaults: 7 days for 2, no destination (×1.0)', () => {
    const estimate = calculateBudget(BUDGET_DEFAULTS);
    expect(amounts(estimate)).toEqual({
      flights: 1600, //          800 × 2 travelers
      accommodation: 1680, //    120 × 7 days × 2
      food: 672, //               60 × 7 × 2 × 0.8 = 60 × 11.2
      transport: 448, //          40 × 11.2
      activities: 560, //         50 × 11.2
      shopping: 560, //           50 × 11.2
    });
    // 1600 + 1680 + 672 + 448 + 560 + 560 = 5520
    expect(estimate.total).toBe(5520);
    expect(estimate.perPerson).toBe(2760); // 5520 / 2
    expect(estimate.dailyAverage).toBe(788.57); // 5520 / 7 = 788.5714…
    expect(percentages(estimate)).toEqual({
      flights: 29, //        1600 / 5520 = 28.99 %
      accommodation: 30.4, // 1680 / 5520 = 30.43 %
      food: 12.2, //          672 / 5520 = 12.17 %
      transport: 8.1, //      448 / 5520 = 8.12 %
      activities: 10.1, //    560 / 5520 = 10.14 %
      shopping: 10.1,
    });
    expect(estimate.categories[1]!.suggestions).toEqual({ low: 50, medium: 120, high: 250 });
  });

  it('budget (low) in Paris (×1.4 on everything but flights): 5 days for 1', () => {
    const estimate = calculateBudget({
      destination: 'Paris',
      duration: 5,
      travelers: 1,
      travelStyle: 'budget',
      tripType: 'leisure',
    });
    expect(amounts(estimate)).toEqual({
      flights: 400, //        400 × 1, no multiplier
      accommodation: 350, //  50 × 1.4 = 70; × 5 days × 1
      food: 168, //           30 × 1.4 = 42; × 5 × 1 × 0.8 = 42 × 4
      transport: 112, //      20 × 1.4 = 28; × 4
      activities: 140, //     25 × 1.4 = 35; × 4
      shopping: 112, //       20 × 1.4 = 28; × 4
    });
    // 400 + 350 + 168 + 112 + 140 + 112 = 1282
    expect(estimate.total).toBe(1282);
    expect(estimate.perPerson).toBe(1282);
    expect(estimate.dailyAverage).toBe(256.4); // 1282 / 5
    expect(percentages(estimate)).toEqual({
      flights: 31.2, //       400 / 1282 = 31.20 %
      accommodation: 27.3, // 350 / 1282 = 27.30 %
      food: 13.1, //          168 / 1282 = 13.10 %
      transport: 8.7, //      112 / 1282 = 8.74 %
      activities: 10.9, //    140 / 1282 = 10.92 %
      shopping: 8.7,
    });
    // Suggestions carry the multiplier too, except flights.
    expect(estimate.categories[0]!.suggestions).toEqual({ low: 400, medium: 800, high: 1500 });
    expect(estimate.categories[1]!.suggestions).toEqual({ low: 70, medium: 168, high: 350 }); // 50, 120, 250 × 1.4
  });

  it('luxury (high) in Bangkok (×0.7): 10 days for 3', () => {
    const estimate = calculateBudget({
      destination: 'Bangkok',
      duration: 10,
      travelers: 3,
      travelStyle: 'luxury',
      tripType: 'adventure',
    });
    expect(amounts(estimate)).toEqual({
      flights: 4500, //        1500 × 3
      accommodation: 5250, //  250 × 0.7 = 175; × 10 × 3 = 175 × 30
      food: 2016, //           120 × 0.7 = 84; × 10 × 3 × 0.8 = 84 × 24
      transport: 1344, //      80 × 0.7 = 56; × 24
      activities: 1680, //     100 × 0.7 = 70; × 24
      shopping: 1680, //       100 × 0.7 = 70; × 24
    });
    // 4500 + 5250 + 2016 + 1344 + 1680 + 1680 = 16470
    expect(estimate.total).toBe(16470);
    expect(estimate.perPerson).toBe(5490); // 16470 / 3
    expect(estimate.dailyAverage).toBe(1647); // 16470 / 10
    expect(percentages(estimate)).toEqual({
      flights: 27.3, //       4500 / 16470 = 27.32 %
      accommodation: 31.9, // 5250 / 16470 = 31.88 %
      food: 12.2, //          2016 / 16470 = 12.24 %
      transport: 8.2, //      1344 / 16470 = 8.16 %
      activities: 10.2, //    1680 / 16470 = 10.20 %
      shopping: 10.2,
    });
    expect(estimate.tripType).toBe('adventure');
  });

  it('keeps cents: budget in Tokyo (×1.3), 1 day for 1', () => {
    const estimate = calculateBudget({
      destination: 'Tokyo',
      duration: 1,
      travelers: 1,
      travelStyle: 'budget',
      tripType: 'business',
    });
    expect(amounts(estimate)).toEqual({
      flights: 400, //        400
      accommodation: 65, //   50 × 1.3
      food: 31.2, //          30 × 1.3 = 39; × 0.8
      transport: 20.8, //     20 × 1.3 = 26; × 0.8
      activities: 26, //      25 × 1.3 = 32.5; × 0.8
      shopping: 20.8, //      20 × 1.3 = 26; × 0.8
    });
    // 400 + 65 + 31.2 + 20.8 + 26 + 20.8 = 563.8
    expect(estimate.total).toBe(563.8);
    expect(estimate.categories[4]!.suggestions).toEqual({ low: 32.5, medium: 65, high: 130 }); // 25, 50, 100 × 1.3
  });

  it('clamps 200 days and 50 travelers to 90 and 20 (Rome ×1.1, mid-range)', () => {
    const estimate = calculateBudget({
      destination: 'Rome',
      duration: 200,
      travelers: 50,
      travelStyle: 'mid-range',
      tripType: 'family',
    });
    expect(estimate).toMatchObject({ duration: 90, travelers: 20 });
    expect(amounts(estimate)).toEqual({
      flights: 16000, //        800 × 20
      accommodation: 237600, // 120 × 1.1 = 132; × 90 × 20 = 132 × 1800
      food: 95040, //           60 × 1.1 = 66; × 90 × 20 × 0.8 = 66 × 1440
      transport: 63360, //      40 × 1.1 = 44; × 1440
      activities: 79200, //     50 × 1.1 = 55; × 1440
      shopping: 79200, //       55 × 1440
    });
    // 16000 + 237600 + 95040 + 63360 + 79200 + 79200 = 570400
    expect(estimate.total).toBe(570400);
    expect(estimate.perPerson).toBe(28520); // 570400 / 20
    expect(estimate.dailyAverage).toBe(6337.78); // 570400 / 90 = 6337.777…
  });

  it('turns 0 and invalid counts into 1, and never goes below 0 (an unpriced place, mid-range)', () => {
    const estimate = calculateBudget({
      destination: ' Lisbon ',
      duration: Number.NaN,
      travelers: 0,
      travelStyle: 'mid-range',
      tripType: 'leisure',
    });
    expect(estimate).toMatchObject({ destination: 'Lisbon', duration: 1, travelers: 1 });
    expect(amounts(estimate)).toEqual({
      flights: 800,
      accommodation: 120,
      food: 48, //       60 × 0.8
      transport: 32, //  40 × 0.8
      activities: 40, // 50 × 0.8
      shopping: 40, //   50 × 0.8
    });
    expect(estimate.total).toBe(1080); // 800 + 120 + 48 + 32 + 40 + 40
    expect(estimate.dailyAverage).toBe(1080);
    const negative = calculateBudget({ ...BUDGET_DEFAULTS, duration: -10, travelers: -3 });
    expect(negative.categories.every((category) => category.amount >= 0)).toBe(true);
  });

  it('is the spec §3 state (plus totals) that the export writes', () => {
    const estimate = calculateBudget({ ...BUDGET_DEFAULTS, destination: 'London' });
    expect(BudgetCalculatorState.parse(estimate)).toEqual({
      destination: 'London',
      duration: 7,
      travelers: 2,
      travelStyle: 'mid-range',
      tripType: 'leisure',
      categories: estimate.categories,
    });
  });
});

describe('tripBudgetSplit (trips issue: Save as trip budget)', () => {
  const categories = (amounts: Partial<Record<BudgetCategoryName, number>>) =>
    Object.entries(amounts).map(([name, amount]) => ({ name: name as BudgetCategoryName, amount }));

  it('folds flights and transport into transportation; whole steps need no rounding', () => {
    // 250 / 1000 = 25 %, (300 + 100) / 1000 = 40 %, 200 / 1000 = 20 %, 100 / 1000 = 10 %, 50 / 1000 = 5 %.
    const split = tripBudgetSplit(
      categories({ flights: 300, accommodation: 250, food: 200, transport: 100, activities: 100, shopping: 50 }),
    );
    expect(split).toEqual({ accommodation: 25, transportation: 40, food: 20, activities: 10, shopping: 5 });
  });

  it('gives the steps left to the largest remainders, summing to 100', () => {
    // In steps of 5 %: 6.66, 0, 6.66, 6.68, 0 → floors 6, 0, 6, 6, 0 (18) → activities (.68), then accommodation.
    const split = tripBudgetSplit(
      categories({ flights: 0, accommodation: 333, food: 333, transport: 0, activities: 334, shopping: 0 }),
    );
    expect(split).toEqual({ accommodation: 35, transportation: 0, food: 30, activities: 35, shopping: 0 });
  });

  it('caps a share at 60 % and spreads the rest in order', () => {
    // accommodation 90 % → 60 %; transportation 10 % → 2 steps, +1 +1; food +1 +1; activities +1; shopping +1.
    const split = tripBudgetSplit(
      categories({ flights: 100, accommodation: 900, food: 0, transport: 0, activities: 0, shopping: 0 }),
    );
    expect(split).toEqual({ accommodation: 60, transportation: 20, food: 10, activities: 5, shopping: 5 });
  });

  it('gives an estimate of $0 the default split', () => {
    expect(tripBudgetSplit(categories({ flights: 0, accommodation: 0 }))).toEqual({
      accommodation: 40,
      transportation: 25,
      food: 20,
      activities: 10,
      shopping: 5,
    });
  });

  it('always fits the wizard sliders for a real estimate', () => {
    for (const travelStyle of ['budget', 'mid-range', 'luxury'] as const) {
      const split = tripBudgetSplit(
        calculateBudget({ ...BUDGET_DEFAULTS, destination: 'Paris', travelStyle }).categories,
      );
      expect(BudgetDistribution.parse(split)).toEqual(split);
      expect(Object.values(split).reduce((sum, share) => sum + share, 0)).toBe(100);
    }
  });
});

describe('saveBudgetForm', () => {
  const form = saveBudgetForm('2026-03-15');
  const fresh = { trip: 'new', title: 'Paris week', destination: 'Paris', startDate: '2026-05-04' };

  it('takes a new trip from today on, and an existing trip without the new-trip fields', () => {
    expect(form.safeParse(fresh).success).toBe(true);
    expect(form.safeParse({ ...fresh, startDate: '2026-03-15' }).success).toBe(true);
    expect(form.safeParse({ trip: 'a-trip-id', title: '', destination: '', startDate: '' }).success).toBe(true);
  });

  it('names each missing or wrong field of a new trip', () => {
    const issues = form.safeParse({ trip: 'new', title: ' ', destination: '', startDate: '' }).error?.issues;
    expect(issues?.map(({ path, message }) => [path[0], message])).toEqual([
      ['title', 'Give the trip a title'],
      ['destination', 'Name the destination'],
      ['startDate', 'Pick the first day of the trip'],
    ]);
    expect(form.safeParse({ ...fresh, startDate: '2026-03-14' }).error?.issues[0]?.message).toBe(
      'The start date cannot be in the past',
    );
  });
});
