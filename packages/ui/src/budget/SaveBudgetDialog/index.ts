export { SaveBudgetDialog, type SaveBudgetDialogProps } from './SaveBudgetDialog';
