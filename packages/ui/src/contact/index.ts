export * from './ContactForm';
export * from './SupportHours';
export * from './ContactPanel';
