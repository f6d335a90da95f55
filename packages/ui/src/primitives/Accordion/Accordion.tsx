import type { ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { chevron, content, header, item, root, trigger } from './Accordion.css';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The open item, when controlled; `''` closes all. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * A list of collapsible sections where one item is open at a time and it can be collapsed
 * (Radix Accordion, `type="single" collapsible`, as the help center's FAQ in spec 02 §4).
 */
export function Accordion({ items, ...state }: AccordionProps) {
  return (
    <RadixAccordion.Root type="single" collapsible className={root} {...state}>
      {items.map((entry) => (
        <RadixAccordion.Item key={entry.value} value={entry.value} className={item}>
          <RadixAccordion.Header className={header}>
            <RadixAccordion.Trigger className={trigger}>
              {entry.title}
              <ChevronDown className={chevron} size={18} aria-hidden="true" />
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={content}>{entry.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
