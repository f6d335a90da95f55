export { BudgetSummary, type BudgetSummaryProps } from './BudgetSummary';
