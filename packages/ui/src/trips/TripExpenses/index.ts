export { TripExpenses, type TripExpensesProps } from './TripExpenses';
