export { Accordion, type AccordionProps, type AccordionItem } from './Accordion';
