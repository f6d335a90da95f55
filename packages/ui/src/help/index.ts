export * from './ContactOptions';
export * from './FaqAccordion';
export * from './GuideCard';
export * from './HelpCenter';
export { ALL_FAQS, filterFaqs } from './filterFaqs';
