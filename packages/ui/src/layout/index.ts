export * from './AppShell';
export * from './Footer';
export * from './Header';
export * from './Hero';
export * from './NotFound';
export * from './PageSection';
export * from './StatusBanner';
export * from './ThemeToggle';
export { headerLinks, footerColumns } from './navigation';
