import { describe, expect, it } from 'vitest';
import { BUDGET_DEFAULTS, calculateBudget } from '@farewise/contracts';
import { budgetFileName, budgetJson } from './budgetExport';

describe('budgetFileName', () => {
  it('names the file after the destination, in lower-case ASCII words joined by hyphens', () => {
    expect(budgetFileName('Paris')).toBe('farewise-budget-paris.json');
    expect(budgetFileName('  New York, USA ')).toBe('farewise-budget-new-york-usa.json');
    expect(budgetFileName('São Paulo')).toBe('farewise-budget-sao-paulo.json');
  });

  it('leaves the destination out when there is none to name', () => {
    expect(budgetFileName('')).toBe('farewise-budget.json');
    expect(budgetFileName('東京')).toBe('farewise-budget.json');
  });
});

describe('budgetJson', () => {
  it('writes the spec §3 state: the inputs and the categories, without the totals', () => {
    const estimate = calculateBudget({ ...BUDGET_DEFAULTS, destination: 'Paris' });
    const written = JSON.parse(budgetJson(estimate));
    expect(Object.keys(written)).toEqual([
      'destination',
      'duration',
      'travelers',
      'travelStyle',
      'tripType',
      'categories',
    ]);
    expect(written.categories[0]).toEqual({
      name: 'flights',
      amount: 1600,
      percentage: expect.any(Number),
      suggestions: { low: 400, medium: 800, high: 1500 },
    });
  });
});
