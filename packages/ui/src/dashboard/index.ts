export * from './AlertCard';
export * from './AlertCardGrid';
export * from './Dashboard';
export * from './DashboardOverview';
export * from './ForYou';
export * from './SavedSearchList';
export {
  dashboardStats,
  greeting,
  potentialSavings,
  suggestions,
  targetProgress,
  toAlertCard,
  type DashboardStats,
} from './dashboardMath';
