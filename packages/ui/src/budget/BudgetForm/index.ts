export { BudgetForm, type BudgetFormProps } from './BudgetForm';
