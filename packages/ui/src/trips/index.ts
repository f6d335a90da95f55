export * from './TripWizard';
