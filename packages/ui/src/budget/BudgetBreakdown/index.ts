export { BudgetBreakdown, type BudgetBreakdownProps } from './BudgetBreakdown';
