export * from './BudgetCalculator';
export * from './BudgetBreakdown';
export * from './BudgetChart';
export * from './SaveBudgetDialog';
export * from './BudgetForm';
export * from './BudgetSummary';
export * from './CountField';
export * from './DestinationField';
