export * from './AlertCard';
export * from './Dashboard';
export * from './SavedSearchList';
export { greeting, potentialSavings, targetProgress, toAlertCard } from './dashboardMath';
