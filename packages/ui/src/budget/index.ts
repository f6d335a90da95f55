export * from './BudgetCalculator';
export * from './BudgetBreakdown';
export * from './BudgetChart';
export * from './SaveBudgetDialog';
