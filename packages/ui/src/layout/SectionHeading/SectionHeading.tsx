import type { ReactNode } from 'react';
import { sectionHeader, sectionLead, sectionTitle } from '../section.css';

export interface SectionHeadingProps {
  /** The section's h2; its id is `id`, for the section's `aria-labelledby`. */
  title: ReactNode;
  id: string;
  /** One line under the title saying what the section shows. */
  lead?: ReactNode;
  /** An action on the right, such as View All. */
  action?: ReactNode;
}

/** A page section's title row: the h2 with an optional lead, and an optional action on the right. */
export function SectionHeading({ title, id, lead, action }: SectionHeadingProps) {
  return (
    <div className={sectionHeader}>
      <div>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {lead && <p className={sectionLead}>{lead}</p>}
      </div>
      {action}
    </div>
  );
}
