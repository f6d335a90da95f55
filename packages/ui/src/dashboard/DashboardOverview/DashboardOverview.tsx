import type { PriceAlert, SavedSearch } from '@farewise/contracts';
import { formatUsd } from '../../format';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { AlertCardGrid } from '../AlertCardGrid';
import { dashboardStats } from '../dashboardMath';
import { stat, statLabel, statValue } from './DashboardOverview.css';

export interface DashboardOverviewProps {
  alerts: readonly PriceAlert[];
  searches: readonly SavedSearch[];
  /** Marks the figures busy while the alerts or searches load. */
  loading?: boolean;
}

/**
 * The dashboard's Overview tab (spec 01 §2 Dashboard): saved searches, active alerts, targets reached and the
 * potential savings in USD, then the first three alert cards.
 */
export function DashboardOverview({ alerts, searches, loading = false }: DashboardOverviewProps) {
  const stats = dashboardStats(alerts, searches);
  const figures = [
    ['Saved searches', stats.savedSearches],
    ['Active alerts', stats.activeAlerts],
    ['Targets reached', stats.targetsReached],
    ['Potential savings', formatUsd(stats.potentialSavings)],
  ] as const;
  return (
    <Stack space="xl">
      <Tiles as="dl" columns={{ mobile: 2, tablet: 4 }} space="md" aria-busy={loading}>
        {figures.map(([label, value]) => (
          <div key={label} className={stat}>
            <dt className={statLabel}>{label}</dt>
            <dd className={statValue}>{value}</dd>
          </div>
        ))}
      </Tiles>
      <AlertCardGrid alerts={alerts.slice(0, 3)} />
    </Stack>
  );
}
