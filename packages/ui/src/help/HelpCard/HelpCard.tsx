import type { ReactNode } from 'react';
import { Stack } from '../../layout/Stack';
import { Card } from '../../primitives/Card';
import { action as actionClass, fill, title as titleClass } from './HelpCard.css';

export interface HelpCardProps {
  /** `article` for a self-contained item such as a guide, named by its title. */
  as?: 'div' | 'article';
  /** What leads the card: an icon or a badge. */
  lead: ReactNode;
  title: string;
  /** The title's id; an `article` is labelled by it. */
  titleId?: string;
  /** The text, and anything under it. */
  children: ReactNode;
  /** The card's button, last. */
  action: ReactNode;
}

/** A help-center card (spec 02 §2): an icon or badge, the title, its text and an action, stacked and left-aligned. */
export function HelpCard({ as = 'div', lead, title, titleId, children, action }: HelpCardProps) {
  return (
    <Card as={as} variant="outlined" className={fill} aria-labelledby={as === 'article' ? titleId : undefined}>
      <Stack space="sm" align="left" className={fill}>
        {lead}
        <h3 id={titleId} className={titleClass}>
          {title}
        </h3>
        {children}
        <div className={actionClass}>{action}</div>
      </Stack>
    </Card>
  );
}
