import type { ReactNode } from 'react';
import { Column, Columns } from '../Columns';
import { header, lead as leadClass, title as titleClass } from './SectionHeading.css';

export interface SectionHeadingProps {
  /** The section's h2; its id is `id`, for the section's `aria-labelledby`. */
  title: ReactNode;
  id: string;
  /** One line under the title saying what the section shows. */
  lead?: ReactNode;
  /** An action on the right, such as View All. */
  action?: ReactNode;
}

/**
 * A page section's title row: the h2 with an optional lead, and an optional action on the right (under it on
 * phones).
 */
export function SectionHeading({ title, id, lead, action }: SectionHeadingProps) {
  return (
    <Columns space="md" collapseBelow="tablet" alignY="center" className={header}>
      <Column>
        <h2 id={id} className={titleClass}>
          {title}
        </h2>
        {lead && <p className={leadClass}>{lead}</p>}
      </Column>
      {action && <Column width="content">{action}</Column>}
    </Columns>
  );
}
