export * from './BudgetCalculator';
export * from './BudgetBreakdown';
export * from './BudgetChart';
