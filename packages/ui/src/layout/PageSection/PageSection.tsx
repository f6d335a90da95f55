import type { HTMLAttributes } from 'react';
import { section } from './PageSection.css';

export interface PageSectionProps extends HTMLAttributes<HTMLElement> {
  /** `section` when the block has a heading (label it with `aria-labelledby`), `div` otherwise. */
  as?: 'section' | 'div';
}

/** A page block centred at the content width (1200 px) with the page gutters. */
export function PageSection({ as: Element = 'div', className, ...rest }: PageSectionProps) {
  return <Element className={[section, className].filter(Boolean).join(' ')} {...rest} />;
}
