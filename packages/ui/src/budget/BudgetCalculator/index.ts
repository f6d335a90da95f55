export { BudgetCalculator, type BudgetCalculatorProps } from './BudgetCalculator';
