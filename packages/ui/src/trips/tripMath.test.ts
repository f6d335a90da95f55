import { describe, expect, it } from 'vitest';
import type { Expense } from '@farewise/contracts';
import { balances, budgetVsSpent, settleUp, tripDurationDays } from './tripMath';

const expense = (amount: number, paidBy: string, splitBetween: string[], category: Expense['category'] = 'food') => ({
  id: `${paidBy}-${amount}`,
  category,
  amount,
  date: '2026-04-03',
  note: '',
  paidBy,
  splitBetween,
});

describe('tripDurationDays (spec 01 §9)', () => {
  it('counts the days from start to end', () => {
    expect(tripDurationDays('2026-04-02', '2026-04-09')).toBe(7);
    expect(tripDurationDays('2026-03-30', '2026-04-02')).toBe(3);
    expect(tripDurationDays('2026-04-02', '2026-04-02')).toBe(0);
  });
});

describe('budgetVsSpent', () => {
  it('sets each category’s share of the budget beside its expenses, and adds other only when spent on', () => {
    const trip = {
      totalBudget: 2400,
      budgetDistribution: { accommodation: 40, transportation: 25, food: 20, activities: 10, shopping: 5 },
      expenses: [
        expense(0.1, 'Ana', ['Ana']),
        expense(0.2, 'Ana', ['Ana']),
        expense(310, 'Ben', ['Ben'], 'accommodation'),
      ],
    };
    expect(budgetVsSpent(trip)).toEqual([
      { category: 'accommodation', budget: 960, spent: 310 },
      { category: 'transportation', budget: 600, spent: 0 },
      { category: 'food', budget: 480, spent: 0.3 },
      { category: 'activities', budget: 240, spent: 0 },
      { category: 'shopping', budget: 120, spent: 0 },
    ]);
    const withOther = budgetVsSpent({ ...trip, expenses: [expense(12.5, 'Ana', ['Ana'], 'other')] });
    expect(withOther.at(-1)).toEqual({ category: 'other', budget: 0, spent: 12.5 });
  });
});

describe('balances and settleUp', () => {
  it('credits the payer and splits equally, odd cents to the first sharer, netting to zero', () => {
    const owed = balances(['Ana', 'Ben', 'Cy'], [expense(100, 'Ana', ['Ana', 'Ben', 'Cy'])]);
    expect(Object.fromEntries(owed)).toEqual({ Ana: 66.66, Ben: -33.33, Cy: -33.33 });
    expect([...owed.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(0, 10);
  });

  it('settles with the fewest transfers: 3 where largest-first matching takes 4', () => {
    // Ana +6, Ben +4, Cy −3, Dee −3, Eve −4 split into zero-sum groups {Ben, Eve} and {Ana, Cy, Dee}: 1 + 2
    // payments. Matching the largest debtor to the largest creditor instead pays Eve→Ana 4, Cy→Ben 3, Dee→Ana 2
    // and Dee→Ben 1: 4 payments.
    const owed = new Map([
      ['Ana', 6],
      ['Ben', 4],
      ['Cy', -3],
      ['Dee', -3],
      ['Eve', -4],
    ]);
    const transfers = settleUp(owed);
    expect(transfers).toHaveLength(3);
    expect(transfers).toEqual(
      expect.arrayContaining([
        { from: 'Eve', to: 'Ben', amount: 4 },
        { from: 'Cy', to: 'Ana', amount: 3 },
        { from: 'Dee', to: 'Ana', amount: 3 },
      ]),
    );
  });

  it('leaves everyone square, in at most n − 1 payments', () => {
    const travellers = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
    const owed = balances(travellers, [
      expense(120, 'Ana', travellers),
      expense(45.5, 'Ben', ['Ben', 'Cy']),
      expense(80, 'Eve', ['Ana', 'Dee', 'Eve']),
    ]);
    const transfers = settleUp(owed);
    expect(transfers.length).toBeLessThanOrEqual(4);
    const after = new Map(owed);
    for (const t of transfers) {
      after.set(t.from, after.get(t.from)! + t.amount);
      after.set(t.to, after.get(t.to)! - t.amount);
    }
    for (const amount of after.values()) expect(Math.abs(Math.round(amount * 100))).toBe(0);
  });

  it('needs no transfer when nobody is owed', () => {
    expect(settleUp(balances(['Ana'], [expense(30, 'Ana', ['Ana'])]))).toEqual([]);
  });
});
