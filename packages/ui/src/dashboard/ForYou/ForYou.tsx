import type { PriceAlert, SavedSearch } from '@farewise/contracts';
import { useNow } from '../../clock/ClockProvider';
import { formatUsd, TRIP_TYPE } from '../../format';
import { Stack } from '../../layout/Stack';
import { suggestions } from '../dashboardMath';
import { bulleted } from './ForYou.css';

export interface ForYouProps {
  alerts: readonly PriceAlert[];
  searches: readonly SavedSearch[];
}

/**
 * The dashboard's For You tab (spec 01 §2 Dashboard): suggestions from the user's own data, namely active alerts
 * at their target (one-way fares in USD) to book now, and saved searches not run for over a week (by the
 * `ClockProvider`).
 */
export function ForYou({ alerts, searches }: ForYouProps) {
  const { reached, stale } = suggestions(alerts, searches, useNow());
  if (reached.length === 0 && stale.length === 0) {
    return <p>Save a search or set a price alert, and suggestions for your trips will appear here.</p>;
  }
  return (
    <Stack as="ul" space="md" className={bulleted}>
      {reached.map((alert) => (
        <li key={`alert-${alert.id}`}>
          <strong>
            {alert.origin} → {alert.destination}
          </strong>{' '}
          reached your {formatUsd(alert.targetPrice)} target at {formatUsd(alert.currentPrice ?? alert.targetPrice)}{' '}
          {TRIP_TYPE.oneWay}. Fares move fast: search it now.
        </li>
      ))}
      {stale.map((search) => (
        <li key={`search-${search.id}`}>
          <strong>{search.name}</strong> ({search.origin} → {search.destination}) has not been searched for over a week.
          Prices may have changed.
        </li>
      ))}
    </Stack>
  );
}
