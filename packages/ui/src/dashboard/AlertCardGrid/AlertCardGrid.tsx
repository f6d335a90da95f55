import type { PriceAlert } from '@farewise/contracts';
import { Tiles } from '../../layout/Tiles';
import { Link } from '../../primitives/Link';
import { AlertCard } from '../AlertCard';
import { toAlertCard } from '../dashboardMath';

export interface AlertCardGridProps {
  alerts: readonly PriceAlert[];
}

/**
 * The dashboard's price alerts as `AlertCard`s, four across on a desktop (spec 01 §2 Dashboard, §3); with none,
 * a link to create one on /price-alerts.
 */
export function AlertCardGrid({ alerts }: AlertCardGridProps) {
  if (alerts.length === 0) {
    return (
      <p>
        No price alerts yet. <Link href="/price-alerts">Create a price alert</Link> and we will watch the fare for you.
      </p>
    );
  }
  return (
    <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="lg">
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={toAlertCard(alert)} triggered={alert.lastTriggered !== null} />
      ))}
    </Tiles>
  );
}
