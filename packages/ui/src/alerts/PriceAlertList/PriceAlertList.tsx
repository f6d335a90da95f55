import { BellOff, Trash2 } from 'lucide-react';
import type { PriceAlert, UpdatePriceAlertRequest } from '@farewise/contracts';
import { formatLongDate, formatUsd, TRIP_TYPE } from '../../format';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { IconButton } from '../../primitives/IconButton';
import { Switch } from '../../primitives/Switch';
import { useRemovalFocus } from '../../primitives/useRemovalFocus';
import { details, empty, emptyTitle, route } from './PriceAlertList.css';

export interface PriceAlertListProps {
  alerts: readonly PriceAlert[];
  /** A switch was flipped: active, email or push. */
  onChange: (id: number, change: UpdatePriceAlertRequest) => void;
  onDelete: (id: number) => void;
  /**
   * While a change is saved: the switches and delete buttons ignore presses and say so (`aria-disabled`), but keep
   * the focus of whoever pressed one.
   */
  busy?: boolean;
}

/** What fires the alert. Alerts watch the one-way fare, so the target says so. */
function condition(alert: PriceAlert): string {
  const target = `${formatUsd(alert.targetPrice)} ${TRIP_TYPE.oneWay}`;
  return alert.alertType === 'below' ? `Below ${target}` : `Drops ${alert.dropPercentage}% · target ${target}`;
}

/**
 * The alerts of `/price-alerts` (spec 02 §2, §4): each with its route and condition, today's fare when known, an
 * active switch, separate email and push switches, and delete. An alert with a lastTriggered date shows as
 * triggered. With none, "No Price Alerts Yet".
 */
export function PriceAlertList({ alerts, onChange, onDelete, busy = false }: PriceAlertListProps) {
  const removal = useRemovalFocus(alerts.map((alert) => alert.id));
  const change = (id: number, update: UpdatePriceAlertRequest) => !busy && onChange(id, update);
  if (alerts.length === 0) {
    return (
      <Stack space="sm" align="center" className={empty}>
        <BellOff size={32} aria-hidden />
        <p className={emptyTitle} {...removal.empty} tabIndex={-1}>
          No Price Alerts Yet
        </p>
        <p>Create an alert above and we will tell you when the fare drops.</p>
      </Stack>
    );
  }
  return (
    <Stack as="ul" space="md" aria-label="Your price alerts" onClick={removal.onClick}>
      {alerts.map((alert) => {
        const name = `${alert.origin} → ${alert.destination}`;
        return (
          <Card as="li" key={alert.id} variant="outlined" aria-label={`Alert ${name}`}>
            <Stack space="sm">
              <Columns space="sm" alignY="center">
                <Column>
                  <p className={route}>{name}</p>
                </Column>
                <Column width="content">
                  {alert.lastTriggered ? (
                    <Badge tone="positive">Triggered {formatLongDate(alert.lastTriggered)}</Badge>
                  ) : (
                    <Badge tone={alert.isActive ? 'info' : 'neutral'}>{alert.isActive ? 'Watching' : 'Paused'}</Badge>
                  )}
                </Column>
              </Columns>
              <p className={details}>
                {condition(alert)}
                {alert.currentPrice !== null && ` · now ${formatUsd(alert.currentPrice)}`} · created{' '}
                {formatLongDate(alert.createdAt)}
              </p>
              <Inline space="xl" alignY="center">
                <Switch
                  label="Active"
                  checked={alert.isActive}
                  aria-disabled={busy || undefined}
                  onCheckedChange={(isActive) => change(alert.id, { isActive })}
                />
                <Switch
                  label="Email"
                  checked={alert.notifications.email}
                  aria-disabled={busy || undefined}
                  onCheckedChange={(email) => change(alert.id, { notifications: { email } })}
                />
                <Switch
                  label="Push"
                  checked={alert.notifications.push}
                  aria-disabled={busy || undefined}
                  onCheckedChange={(push) => change(alert.id, { notifications: { push } })}
                />
                <IconButton
                  label={`Delete alert ${name}`}
                  icon={<Trash2 size={18} />}
                  {...removal.control(alert.id)}
                  unavailable={busy}
                  onClick={() => onDelete(alert.id)}
                />
              </Inline>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
