export { BudgetChart, type BudgetChartProps } from './BudgetChart';
