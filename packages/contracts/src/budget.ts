import { z } from 'zod/mini';
import { DEFAULT_BUDGET_DISTRIBUTION } from './constants';
import type { BudgetCalculatorState, BudgetCategory } from './content';
import type { BudgetDistribution } from './trips';

/**
 * The budget calculator's rules (spec 02 §2, §3, §5, §9). Pure and shared: the page computes its estimate with
 * {@link calculateBudget}, and the API's AI advisor will quote the same figures.
 */

/** The six categories, in the spec's order (largest typical share first). */
export const BUDGET_CATEGORY_NAMES = [
  'flights',
  'accommodation',
  'food',
  'transport',
  'activities',
  'shopping',
] as const;
export type BudgetCategoryName = (typeof BUDGET_CATEGORY_NAMES)[number];

/** A suggestion level of the low / medium / high table. */
export type BudgetLevel = 'low' | 'medium' | 'high';

/**
 * Suggestions in USD per person (spec 02 §9): flights per trip, every other category per day, before the
 * destination multiplier.
 */
export const BUDGET_SUGGESTIONS = {
  flights: { low: 400, medium: 800, high: 1500 },
  accommodation: { low: 50, medium: 120, high: 250 },
  food: { low: 30, medium: 60, high: 120 },
  transport: { low: 20, medium: 40, high: 80 },
  activities: { low: 25, medium: 50, high: 100 },
  shopping: { low: 20, medium: 50, high: 100 },
} as const satisfies Record<BudgetCategoryName, Record<BudgetLevel, number>>;

/**
 * The spec's category shares in percent (spec 02 §9). Read as the typical split of a trip's money, which the page
 * shows beside each category's computed share; the estimate itself never uses them (see {@link calculateBudget}).
 */
export const BUDGET_TYPICAL_SHARES = {
  flights: 30,
  accommodation: 25,
  food: 20,
  transport: 10,
  activities: 10,
  shopping: 5,
} as const satisfies Record<BudgetCategoryName, number>;

/** Which suggestion level each travel style takes (spec 02 §9). */
export const BUDGET_STYLE_LEVELS = {
  budget: 'low',
  'mid-range': 'medium',
  luxury: 'high',
} as const satisfies Record<BudgetCalculatorState['travelStyle'], BudgetLevel>;

/**
 * Cost level of the ten cities the spec prices (spec 02 §9), 1 being Barcelona and Berlin. Any other destination
 * counts as 1.0: the spec names no other city and no fallback.
 */
export const BUDGET_DESTINATION_MULTIPLIERS = {
  Paris: 1.4,
  Tokyo: 1.3,
  'New York': 1.2,
  London: 1.3,
  Bangkok: 0.7,
  Rome: 1.1,
  Sydney: 1.2,
  Barcelona: 1.0,
  Amsterdam: 1.2,
  Berlin: 1.0,
} as const;

/** The kinds of trip a budget is for. The spec names the input but no values and no rule, so it only labels the budget. */
export const BUDGET_TRIP_TYPES = ['leisure', 'business', 'family', 'adventure'] as const;
export type BudgetTripType = (typeof BUDGET_TRIP_TYPES)[number];

/** Duration in days and travelers, inclusive (spec 02 §5). */
export const BUDGET_LIMITS = { duration: { min: 1, max: 90 }, travelers: { min: 1, max: 20 } } as const;

/** What the calculator shows before anything is chosen: a week for two, mid-range, no destination yet. */
export const BUDGET_DEFAULTS = {
  destination: '',
  duration: 7,
  travelers: 2,
  travelStyle: 'mid-range',
  tripType: 'leisure',
} as const satisfies BudgetInput;

/** Each traveler counts this much of the per-person suggestion for food, transport, activities and shopping. */
const SHARED_COST_FACTOR = 0.8;

/** What the calculator is asked: duration in days, travelers as a head count. */
export interface BudgetInput {
  destination: string;
  duration: number;
  travelers: number;
  travelStyle: BudgetCalculatorState['travelStyle'];
  tripType: BudgetTripType;
}

/** The calculator's state (spec 02 §3) with its totals in USD: the whole trip, per traveler and per day. */
export interface BudgetEstimate extends BudgetCalculatorState {
  total: number;
  perPerson: number;
  dailyAverage: number;
}

/** A whole number within `limits`; anything that is not a finite number becomes 1 (spec 02 §5). */
function clampCount(value: number, limits: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(limits.max, Math.max(limits.min, Math.trunc(value)));
}

/** Duration in whole days, 1–90; invalid input (NaN, ±Infinity) becomes 1 and a fraction is cut (spec 02 §5). */
export const clampDuration = (days: number) => clampCount(days, BUDGET_LIMITS.duration);

/** Travelers as a whole number, 1–20; invalid input (NaN, ±Infinity) becomes 1 and a fraction is cut (spec 02 §5). */
export const clampTravelers = (travelers: number) => clampCount(travelers, BUDGET_LIMITS.travelers);

/**
 * A destination's cost level (spec 02 §9): the city's multiplier, matched without regard to case, surrounding
 * spaces or a country after a comma (`paris`, `Paris, France`); 1.0 for any other place.
 */
export function destinationMultiplier(destination: string): number {
  const city = destination.split(',')[0]!.trim().toLowerCase();
  const match = Object.entries(BUDGET_DESTINATION_MULTIPLIERS).find(([name]) => name.toLowerCase() === city);
  return match ? match[1] : 1;
}

/** USD to whole cents. Every factor has at most two decimals, so rounding here only removes float noise. */
const toCents = (usd: number) => Math.round(usd * 100);

/**
 * The budget calculator's estimate (spec 02 §2, §3, §5, §9).
 *
 * - Duration is clamped to 1–90 days and travelers to 1–20; invalid input becomes 1, a fraction is cut.
 * - The travel style picks a suggestion level: budget → low, mid-range → medium, luxury → high.
 * - Each category's suggestions (`{ low, medium, high }`, USD per person; flights per trip, the others per day) are
 *   the spec's table times the destination multiplier — except flights: a fare depends on where the trip starts
 *   and how far it goes, which the calculator does not ask, while the multiplier is the destination's cost of
 *   living. Other places count as 1.0.
 * - Amounts in USD: flights = suggestion × travelers; accommodation = suggestion × days × travelers; food,
 *   transport, activities and shopping = suggestion × days × travelers × 0.8 (travelers share some of these
 *   costs). Every factor is positive after clamping, so no amount is below 0 (spec 02 §5).
 * - Amounts and suggestions are rounded to the cent; `total` is the sum of the rounded amounts, and `perPerson`
 *   (÷ travelers) and `dailyAverage` (÷ days, flights included) are rounded to the cent.
 * - `percentage` is each amount's share of the total, rounded to one decimal, so the shares shown match the amounts
 *   (they may sum to 99.9–100.1). The spec's fixed shares ({@link BUDGET_TYPICAL_SHARES}) are not the percentage:
 *   they would contradict the amounts.
 * - `tripType` is carried into the state unchanged; the spec gives it no effect on the amounts.
 */
export function calculateBudget(input: BudgetInput): BudgetEstimate {
  const duration = clampDuration(input.duration);
  const travelers = clampTravelers(input.travelers);
  const multiplier = destinationMultiplier(input.destination);
  const level = BUDGET_STYLE_LEVELS[input.travelStyle];

  const priced = BUDGET_CATEGORY_NAMES.map((name) => {
    const factor = name === 'flights' ? 1 : multiplier;
    const table = BUDGET_SUGGESTIONS[name];
    const perUnit = (usd: number) => toCents(usd * factor) / 100;
    const suggestions = { low: perUnit(table.low), medium: perUnit(table.medium), high: perUnit(table.high) };
    let units: number;
    if (name === 'flights') units = travelers;
    else if (name === 'accommodation') units = duration * travelers;
    else units = duration * travelers * SHARED_COST_FACTOR;
    return { name, suggestions, cents: toCents(table[level] * factor * units) };
  });
  const totalCents = priced.reduce((sum, category) => sum + category.cents, 0);

  const categories: BudgetCategory[] = priced.map(({ name, suggestions, cents }) => ({
    name,
    amount: cents / 100,
    percentage: Math.round((cents * 1000) / totalCents) / 10,
    suggestions,
  }));
  return {
    destination: input.destination.trim(),
    duration,
    travelers,
    travelStyle: input.travelStyle,
    tripType: input.tripType,
    categories,
    total: totalCents / 100,
    perPerson: Math.round(totalCents / travelers) / 100,
    dailyAverage: Math.round(totalCents / duration) / 100,
  };
}

/** Which of a trip's five budget categories each calculator category counts towards: flights are transportation. */
const TRIP_CATEGORY_OF = {
  flights: 'transportation',
  accommodation: 'accommodation',
  food: 'food',
  transport: 'transportation',
  activities: 'activities',
  shopping: 'shopping',
} as const satisfies Record<BudgetCategoryName, keyof BudgetDistribution>;

/** A trip's share steps and cap (spec 01 §5: sliders 0–60 in steps of 5), counted in steps. */
const SHARE_STEP = 5;
const STEPS = 100 / SHARE_STEP;
const MAX_STEPS = 60 / SHARE_STEP;

/**
 * The budget split a trip takes from an estimate (trips issue, **Save as trip budget**): the six calculator
 * categories folded into the trip's five (flights and local transport are both transportation), then rounded to the
 * wizard's slider steps, 0–60 % in steps of 5, summing to exactly 100 %. Rounding is by largest remainder: each share
 * first takes its whole steps (at most 12), then the steps left go, one each, to the shares with the largest
 * remainders that are still under 60 %. An estimate of $0 gets the spec's default split.
 */
export function tripBudgetSplit(categories: readonly Pick<BudgetCategory, 'name' | 'amount'>[]): BudgetDistribution {
  const amounts = { accommodation: 0, transportation: 0, food: 0, activities: 0, shopping: 0 };
  for (const { name, amount } of categories) amounts[TRIP_CATEGORY_OF[name]] += amount;
  const total = Object.values(amounts).reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return { ...DEFAULT_BUDGET_DISTRIBUTION };
  const exact = Object.entries(amounts).map(([name, amount]) => ({
    name: name as keyof BudgetDistribution,
    exact: (amount / total) * STEPS,
  }));
  const steps = new Map(exact.map(({ name, exact: e }) => [name, Math.min(MAX_STEPS, Math.floor(e))]));
  let left = STEPS - [...steps.values()].reduce((sum, n) => sum + n, 0);
  const byRemainder = [...exact].sort((a, b) => (b.exact % 1) - (a.exact % 1));
  while (left > 0) {
    for (const { name } of byRemainder) {
      if (left === 0) break;
      if (steps.get(name)! < MAX_STEPS) {
        steps.set(name, steps.get(name)! + 1);
        left -= 1;
      }
    }
  }
  return Object.fromEntries([...steps].map(([name, n]) => [name, n * SHARE_STEP])) as BudgetDistribution;
}

/** The pick in **Save as trip budget** that makes a new trip rather than updating one. */
export const NEW_TRIP_CHOICE = 'new';

/**
 * The **Save as trip budget** form (trips issue) for `today` (ISO date): the trip to update (its id), or
 * {@link NEW_TRIP_CHOICE} with the new trip's title, destination and first day, which cannot be in the past (as in
 * the wizard, spec 01 §5). The trip's last day follows from the estimate's duration.
 */
export function saveBudgetForm(today: string) {
  return z
    .object({
      trip: z.string().check(z.minLength(1)),
      title: z.string().check(z.trim()),
      destination: z.string().check(z.trim()),
      startDate: z.string(),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.trip !== NEW_TRIP_CHOICE) return;
        const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (!form.title) issue('title', 'Give the trip a title');
        if (!form.destination) issue('destination', 'Name the destination');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(form.startDate)) issue('startDate', 'Pick the first day of the trip');
        else if (form.startDate < today) issue('startDate', 'The start date cannot be in the past');
      }),
    );
}
export type SaveBudgetForm = z.output<ReturnType<typeof saveBudgetForm>>;
