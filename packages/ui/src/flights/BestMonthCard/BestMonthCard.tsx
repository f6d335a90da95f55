import type { BestMonth } from '@farewise/contracts';
import { Calendar } from 'lucide-react';
import { Column, Columns } from '../../layout/Columns';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { formatUsd } from '../../format';
import { confidenceTone } from './confidenceTone';
import { month as monthClass, savings as savingsClass } from './BestMonthCard.css';

export interface BestMonthCardProps {
  recommendation: BestMonth;
}

/** The predicted best month to fly (spec 01 §3), its saving in USD against today, and the model's confidence. */
export function BestMonthCard({ recommendation }: BestMonthCardProps) {
  return (
    <Card as="section" aria-labelledby="best-month-title" variant="outlined">
      <Columns space="sm" alignY="center">
        <Column>
          <h3 id="best-month-title">
            <Calendar size={18} aria-hidden="true" /> Best month to fly
          </h3>
        </Column>
        <Column width="content">
          <Badge tone={confidenceTone(recommendation.confidence)}>{recommendation.confidence}% confidence</Badge>
        </Column>
      </Columns>
      <p className={monthClass}>{recommendation.month}</p>
      <p className={savingsClass}>
        {recommendation.savings > 0
          ? `Save ${formatUsd(recommendation.savings)} compared with today’s fare`
          : 'Today’s fare is already as low as it gets this year'}
      </p>
    </Card>
  );
}
