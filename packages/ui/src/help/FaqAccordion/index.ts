export { FaqAccordion, type FaqAccordionProps, type FaqCategoryChoice } from './FaqAccordion';
