import { Link } from '@tanstack/react-router';
import type { Guide } from '@farewise/contracts';
import { Clock, ListOrdered } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { helpCard, helpCardTitle } from '../help.css';
import { facts } from './GuideCard.css';

/** A help guide and the page it teaches, which Start Guide opens. */
export type HelpGuide = Guide & { to: string };

const DIFFICULTY_TONE = { Beginner: 'success', Intermediate: 'warning', Advanced: 'danger' } as const;

export interface GuideCardProps {
  guide: HelpGuide;
}

/** A help guide (spec 02 §2): difficulty, duration, step count, and Start Guide, which opens the page it teaches. */
export function GuideCard({ guide }: GuideCardProps) {
  return (
    <Card as="article" variant="outlined" className={helpCard} aria-labelledby={`guide-${guide.id}`}>
      <Badge tone={DIFFICULTY_TONE[guide.difficulty]}>{guide.difficulty}</Badge>
      <h3 id={`guide-${guide.id}`} className={helpCardTitle}>
        {guide.title}
      </h3>
      <p>{guide.description}</p>
      <p className={facts}>
        <span>
          <Clock size={14} aria-hidden="true" /> {guide.duration}
        </span>
        <span>
          <ListOrdered size={14} aria-hidden="true" /> {guide.steps} steps
        </span>
      </p>
      <Button asChild variant="outline">
        <Link to={guide.to}>Start Guide</Link>
      </Button>
    </Card>
  );
}
