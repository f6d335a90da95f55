import type { BudgetDistribution, Expense, ExpenseCategory, TripDetail } from '@farewise/contracts';

const DAY_MS = 86_400_000;

/** A trip's length in days (spec 01 §9: shown as days, rounded up): the day difference from start to end. */
export function tripDurationDays(startDate: string, endDate: string): number {
  return Math.max(0, Math.ceil((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS));
}

/** One budget category's plan against what was spent, in USD. */
export interface CategorySpend {
  category: ExpenseCategory;
  budget: number;
  spent: number;
}

const toCents = (usd: number) => Math.round(usd * 100);

/**
 * Budget against spending per category (trips issue, Overview): each budgeted category's share of the total budget
 * (its percent of `totalBudget`, USD) beside the sum of its expenses; "other" appears only when something was spent
 * on it. Sums are taken in cents so they add up exactly.
 */
export function budgetVsSpent(
  trip: Pick<TripDetail, 'totalBudget' | 'budgetDistribution' | 'expenses'>,
): CategorySpend[] {
  const spentCents = new Map<ExpenseCategory, number>();
  for (const expense of trip.expenses)
    spentCents.set(expense.category, (spentCents.get(expense.category) ?? 0) + toCents(expense.amount));
  const budgeted = (Object.entries(trip.budgetDistribution) as [keyof BudgetDistribution, number][]).map(
    ([category, percent]) => ({
      category,
      budget: Math.round(trip.totalBudget * percent) / 100,
      spent: (spentCents.get(category) ?? 0) / 100,
    }),
  );
  const other = spentCents.get('other');
  return other ? [...budgeted, { category: 'other', budget: 0, spent: other / 100 }] : budgeted;
}

/**
 * What each traveller is owed (positive) or owes (negative) in USD after the expenses: each expense credits its
 * payer and is split equally between its travellers, the odd cents going to the first of them so every expense
 * nets to zero exactly.
 */
export function balances(travellers: readonly string[], expenses: readonly Expense[]): Map<string, number> {
  const cents = new Map(travellers.map((name) => [name, 0]));
  const add = (name: string, amount: number) => cents.set(name, (cents.get(name) ?? 0) + amount);
  for (const expense of expenses) {
    const total = toCents(expense.amount);
    add(expense.paidBy, total);
    const share = Math.floor(total / expense.splitBetween.length);
    const remainder = total - share * expense.splitBetween.length;
    expense.splitBetween.forEach((name, i) => add(name, -(share + (i === 0 ? remainder : 0))));
  }
  return new Map([...cents].map(([name, amount]) => [name, amount / 100]));
}

/** One payment that settles part of the trip's debts: `from` pays `to` an amount in USD. */
export interface Transfer {
  from: string;
  to: string;
  amount: number;
}

/**
 * The payments that settle every balance with the fewest transfers (trips issue, "who owes whom"). The fewest is
 * the number of people owed or owing, less the most groups they split into whose balances sum to zero, since each
 * such group of k settles in k − 1 payments; the groups are found exactly by dynamic programming over subsets,
 * which is quick for a trip's at most 8 travellers. Within a group the largest debtor pays the largest creditor.
 */
export function settleUp(owed: ReadonlyMap<string, number>): Transfer[] {
  const people = [...owed].filter(([, amount]) => toCents(amount) !== 0);
  const cents = people.map(([, amount]) => toCents(amount));
  const full = (1 << people.length) - 1;
  const sum = new Array<number>(full + 1).fill(0);
  const groups = new Array<number>(full + 1).fill(0);
  const last = new Array<number>(full + 1).fill(-1);
  for (let mask = 1; mask <= full; mask++) {
    const low = Math.log2(mask & -mask);
    sum[mask] = sum[mask & (mask - 1)]! + cents[low]!;
    for (let i = 0; i < people.length; i++) {
      if (!(mask & (1 << i))) continue;
      const candidate = groups[mask ^ (1 << i)]!;
      if (last[mask] === -1 || candidate > groups[mask]!) {
        groups[mask] = candidate;
        last[mask] = i;
      }
    }
    if (sum[mask] === 0) groups[mask]! += 1;
  }
  // Walk the removals back from everyone: each time the remaining set sums to zero, a group closes.
  const transfers: Transfer[] = [];
  let group: number[] = [];
  for (let mask = full; mask > 0;) {
    const i = last[mask]!;
    group.push(i);
    mask ^= 1 << i;
    if (sum[mask] === 0) {
      transfers.push(...settleGroup(group.map((index) => [people[index]![0], cents[index]!] as const)));
      group = [];
    }
  }
  return transfers;
}

/** Settles one zero-sum group, largest debtor to largest creditor, in k − 1 payments at most. */
function settleGroup(members: readonly (readonly [string, number])[]): Transfer[] {
  const debtors = members.filter(([, c]) => c < 0).map(([name, c]) => ({ name, cents: -c }));
  const creditors = members.filter(([, c]) => c > 0).map(([name, c]) => ({ name, cents: c }));
  const transfers: Transfer[] = [];
  while (debtors.length > 0 && creditors.length > 0) {
    debtors.sort((a, b) => b.cents - a.cents);
    creditors.sort((a, b) => b.cents - a.cents);
    const debtor = debtors[0]!;
    const creditor = creditors[0]!;
    const amount = Math.min(debtor.cents, creditor.cents);
    transfers.push({ from: debtor.name, to: creditor.name, amount: amount / 100 });
    debtor.cents -= amount;
    creditor.cents -= amount;
    if (debtor.cents === 0) debtors.shift();
    if (creditor.cents === 0) creditors.shift();
  }
  return transfers;
}
