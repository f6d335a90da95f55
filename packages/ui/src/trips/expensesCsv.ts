import Papa from 'papaparse';
import type { Expense } from '@farewise/contracts';

/**
 * A trip's expenses as CSV (trips issue: export), one row each: date, category, amount in USD with 2 decimals,
 * note, who paid and who shares it (names joined by "; "). Quoting and escaping are papaparse's.
 */
export function expensesCsv(expenses: readonly Expense[]): string {
  return Papa.unparse({
    fields: ['Date', 'Category', 'Amount (USD)', 'Note', 'Paid by', 'Split between'],
    data: expenses.map((e) => [e.date, e.category, e.amount.toFixed(2), e.note, e.paidBy, e.splitBetween.join('; ')]),
  });
}
