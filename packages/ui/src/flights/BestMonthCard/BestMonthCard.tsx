import type { BestMonth } from '@farewise/contracts';
import { Calendar } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { formatUsd } from '../../format';
import { confidenceTone } from './confidenceTone';
import { cardHeader } from '../cardHeader.css';
import { month as monthClass, savings as savingsClass } from './BestMonthCard.css';

export interface BestMonthCardProps {
  recommendation: BestMonth;
}

/** The predicted best month to fly (spec 01 §3), its saving in USD against today, and the model's confidence. */
export function BestMonthCard({ recommendation }: BestMonthCardProps) {
  return (
    <Card as="section" aria-labelledby="best-month-title" variant="outlined">
      <div className={cardHeader}>
        <h3 id="best-month-title">
          <Calendar size={18} aria-hidden="true" /> Best month to fly
        </h3>
        <Badge tone={confidenceTone(recommendation.confidence)}>{recommendation.confidence}% confidence</Badge>
      </div>
      <p className={monthClass}>{recommendation.month}</p>
      <p className={savingsClass}>
        {recommendation.savings > 0
          ? `Save ${formatUsd(recommendation.savings)} compared with today’s fare`
          : 'Today’s fare is already as low as it gets this year'}
      </p>
    </Card>
  );
}
