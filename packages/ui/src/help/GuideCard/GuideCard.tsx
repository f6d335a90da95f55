import type { Guide } from '@farewise/contracts';
import { Clock, ListOrdered } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { Inline } from '../../layout/Inline';
import { HelpCard } from '../HelpCard';
import { facts } from './GuideCard.css';

/** A help guide and the page it teaches, which Start Guide opens. */
export type HelpGuide = Guide & { to: string };

const DIFFICULTY_TONE = { Beginner: 'positive', Intermediate: 'caution', Advanced: 'critical' } as const;

export interface GuideCardProps {
  guide: HelpGuide;
}

/** A help guide (spec 02 §2): difficulty, duration, step count, and Start Guide, which opens the page it teaches. */
export function GuideCard({ guide }: GuideCardProps) {
  return (
    <HelpCard
      as="article"
      lead={<Badge tone={DIFFICULTY_TONE[guide.difficulty]}>{guide.difficulty}</Badge>}
      title={guide.title}
      titleId={`guide-${guide.id}`}
      action={
        <Button asChild variant="outline">
          <Link href={guide.to}>Start Guide</Link>
        </Button>
      }
    >
      <p>{guide.description}</p>
      <Inline as="p" space="lg" className={facts}>
        <span>
          <Clock size={14} aria-hidden="true" /> {guide.duration}
        </span>
        <span>
          <ListOrdered size={14} aria-hidden="true" /> {guide.steps} steps
        </span>
      </Inline>
    </HelpCard>
  );
}
