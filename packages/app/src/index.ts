/** @farewise/app — the composed screens, for Storybook's screen stories and the end-to-end tests. */
export { App, AppRoutes, AppScreen } from './App';
export { createAppRouter } from './router';
export { RouterLink } from './RouterLink';
export { dealsNavLinks, destinationsNavLinks, footerColumns, headerLinks, popularNavLinks } from './navigation';
export { HomePage } from './pages/HomePage';
export { travelInsights } from './content/insights';
export { FlexibleSearchPage } from './pages/FlexibleSearchPage';
export { PrivacyPolicyPage, TermsOfServicePage } from './pages/LegalPages';
