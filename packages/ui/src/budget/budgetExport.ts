import { BudgetCalculatorState, type BudgetEstimate } from '@farewise/contracts';

/** The export's file name from the destination: `farewise-budget-sao-paulo.json`; `farewise-budget.json` without. */
export function budgetFileName(destination: string): string {
  const slug = destination
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug ? `farewise-budget-${slug}.json` : 'farewise-budget.json';
}

/** The export's content: the calculator state of spec 02 §3 (the totals left out), as indented JSON. */
export function budgetJson(estimate: BudgetEstimate): string {
  return JSON.stringify(BudgetCalculatorState.parse(estimate), null, 2);
}

/** Downloads the estimate's state as a JSON file (spec 02 §2) through a temporary object URL and `<a download>`. */
export function downloadBudget(estimate: BudgetEstimate): void {
  const url = URL.createObjectURL(new Blob([budgetJson(estimate)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = budgetFileName(estimate.destination);
  // Some browsers only download from a link in the document.
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; revoking sooner can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url));
}
