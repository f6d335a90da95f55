import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { DashboardAlertCard } from '@farewise/contracts';
import { formatUsd, TRIP_TYPE } from '../../format';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Progress } from '../../primitives/Progress';
import { targetProgress } from '../dashboardMath';
import { figures, route as routeClass } from './AlertCard.css';

export interface AlertCardProps {
  alert: DashboardAlertCard;
  /** The alert fired (it has a lastTriggered date). */
  triggered?: boolean;
}

const TREND = {
  up: { icon: TrendingUp, label: 'above target', tone: 'critical' },
  down: { icon: TrendingDown, label: 'below target', tone: 'positive' },
  stable: { icon: Minus, label: 'at target', tone: 'neutral' },
} as const;

/**
 * A dashboard alert card (spec 01 §2, §3, §9): the route, today's one-way fare and the target in USD, the change from
 * the target with its trend, and a progress bar towards the target clamped to 0–100.
 */
export function AlertCard({ alert, triggered = false }: AlertCardProps) {
  const trend = TREND[alert.trend];
  const Icon = trend.icon;
  const sign = alert.change > 0 ? '+' : '';
  return (
    <Card as="article" aria-label={`Price alert ${alert.route}`} variant="outlined">
      <Stack space="md">
        <Columns space="sm" alignY="center">
          <Column>
            <p className={routeClass}>{alert.route}</p>
          </Column>
          {triggered && (
            <Column width="content">
              <Badge tone="positive">Target reached</Badge>
            </Column>
          )}
        </Columns>
        <Inline as="dl" space="xl" className={figures}>
          <div>
            <dt>Current, {TRIP_TYPE.oneWay}</dt>
            <dd>{formatUsd(alert.currentPrice)}</dd>
          </div>
          <div>
            <dt>Target, {TRIP_TYPE.oneWay}</dt>
            <dd>{formatUsd(alert.targetPrice)}</dd>
          </div>
        </Inline>
        <p>
          <Badge tone={trend.tone}>
            <Icon size={14} aria-hidden />
            {sign}
            {alert.change.toFixed(1)}% {trend.label}
          </Badge>
        </p>
        <Progress
          label="Progress to target"
          value={targetProgress(alert)}
          showValue
          tone={triggered ? 'positive' : undefined}
        />
      </Stack>
    </Card>
  );
}
