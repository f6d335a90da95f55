import type { HTMLAttributes, ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { action as actionClass, icon, root, text as textClass, title as titleClass } from './EmptyState.css';

export interface EmptyStateProps extends Pick<HTMLAttributes<HTMLDivElement>, 'tabIndex'> {
  /** What is missing, e.g. "No deals found" (the specs' error catalogues). */
  title: string;
  /** What to do about it. */
  text?: string;
  /** A way out, such as a Clear Filters button. */
  action?: ReactNode;
  /** Heading level of the title within the page. */
  level?: 1 | 2 | 3;
}

/**
 * The no-results state of a list: an icon, the title, a hint and an action. Announced politely when it appears.
 * `tabIndex={-1}` lets it take the focus (from a list whose last item was deleted); other attributes go to its root.
 */
export function EmptyState({ title, text, action, level = 3, ...rest }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1]!;
  return (
    <div className={root} role="status" {...rest}>
      <SearchX className={icon} size={40} aria-hidden="true" />
      <Heading className={titleClass}>{title}</Heading>
      {text && <p className={textClass}>{text}</p>}
      {action && <div className={actionClass}>{action}</div>}
    </div>
  );
}
