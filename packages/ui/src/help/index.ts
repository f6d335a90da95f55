export * from './ContactOptions';
export * from './FaqAccordion';
export * from './GuideCard';
export * from './HelpCard';
export * from './HelpCenter';
export { ALL_FAQS, filterFaqs } from './filterFaqs';
