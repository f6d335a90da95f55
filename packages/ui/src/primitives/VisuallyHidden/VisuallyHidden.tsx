import { createElement, type HTMLAttributes, type LabelHTMLAttributes } from 'react';
import { visuallyHidden } from '../shared.css';

export interface VisuallyHiddenProps
  extends HTMLAttributes<HTMLElement>, Pick<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> {
  /** The element drawn: `span` by default, `label` for a field's hidden label, `h2` for a section's hidden heading. */
  as?: 'span' | 'label' | 'h2';
}

/** Content read by screen readers but not drawn, such as a field's label where a placeholder shows its purpose. */
export function VisuallyHidden({ as = 'span', className, ...rest }: VisuallyHiddenProps) {
  return createElement(as, { className: [visuallyHidden, className].filter(Boolean).join(' '), ...rest });
}
